import type { KeptBehaviour } from './kept-behaviours';

/**
 * Show more / Show less without React state, so it works the same in markup React hydrates and in
 * markup the browser keeps from the server (kept-markup.tsx, whose click listener calls it).
 *
 * The markup: a button with `data-show-more`, `aria-controls` naming the element it shows more of,
 * `aria-expanded`, and its two labels in `data-more-label` / `data-less-label` (the visible one is its
 * first child's text); inside the controlled element, what shows only when open carries `data-more`
 * (and starts `hidden`), what shows only when closed carries `data-less`.
 */
export function toggleShowMore(button: HTMLElement): void {
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  const label = button.firstElementChild;
  if (label) label.textContent = (open ? button.dataset.lessLabel : button.dataset.moreLabel) ?? '';
  const box = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!box) return;
  for (const element of box.querySelectorAll<HTMLElement>('[data-more]')) element.hidden = !open;
  for (const element of box.querySelectorAll<HTMLElement>('[data-less]')) element.hidden = open;
}

/** Kept markup's Show more buttons. Where React drew the button it has its own handler (ShowMoreButton). */
export const SHOW_MORE: KeptBehaviour = {
  selector: 'button[data-show-more]',
  click: (button, _event, { keeping }) => {
    if (keeping) toggleShowMore(button);
  },
};
