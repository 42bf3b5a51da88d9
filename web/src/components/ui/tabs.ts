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

/** Arrow keys (wrapping), Home and End move the focus and the selection; other keys are left alone. */
export function moveTab(event: KeyboardEvent, tab: HTMLElement): void {
  const tabs = tabsOf(tab);
  const at = tabs.indexOf(tab);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (to === undefined || tabs.length === 0) return;
  event.preventDefault();
  const next = tabs[(to + tabs.length) % tabs.length]!;
  next.focus();
  selectTab(next);
}
