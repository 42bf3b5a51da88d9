import type { KeptBehaviour } from './kept-behaviours';

/**
 * Tabs without React state (the WAI-ARIA tabs pattern, automatic activation), for markup the browser
 * keeps from the server (kept-markup.tsx calls these from its listeners): a click on a tab, or the
 * arrow keys, Home and End on the focused tab, select it — its panel shows, the others hide.
 *
 * The markup: a `[role=tablist]` of `[role=tab]` buttons, each with `aria-controls` naming its
 * `[role=tabpanel]`; the selected tab has aria-selected="true", tabindex 0 and data-state="active"
 * (as its panel), the others "false", -1 and "inactive" (panels hidden by CSS on data-state).
 */
export const TAB_SELECTOR = '[role="tab"]';

function tabsOf(tab: Element): HTMLElement[] {
  return [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>(TAB_SELECTOR) ?? [])];
}

export function selectTab(tab: HTMLElement): void {
  for (const other of tabsOf(tab)) {
    const state = other === tab ? 'active' : 'inactive';
    other.setAttribute('aria-selected', String(other === tab));
    other.tabIndex = other === tab ? 0 : -1;
    other.dataset.state = state;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.dataset.state = state;
  }
}

/** Where a key moves from tab `at` of `count` (a switch: the key is the browser's string, not an object's key). */
function target(key: string, at: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return at + 1;
    case 'ArrowLeft':
      return at - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Arrow keys (wrapping), Home and End move the focus and the selection; other keys are left alone. */
export function moveTab(event: KeyboardEvent, tab: HTMLElement): void {
  const tabs = tabsOf(tab);
  const at = tabs.indexOf(tab);
  const to = target(event.key, at, tabs.length);
  if (to === undefined || tabs.length === 0) return;
  event.preventDefault();
  const next = tabs[(to + tabs.length) % tabs.length]!;
  next.focus();
  selectTab(next);
}

/** Kept markup's tabs: a click selects, the arrow keys, Home and End move. */
export const TABS: KeptBehaviour = {
  selector: TAB_SELECTOR,
  click: (tab) => selectTab(tab),
  keydown: (tab, event) => moveTab(event, tab),
};
