/** Button looks shared by the vehicle page's server and client pieces (class names written out for Tailwind). */
// One class per look (globals.css `action-primary` … `action-whatsapp`, each `action-button` and its
// colours): a page repeats them on every action, twice over (HTML and RSC payload).
export const buttonClass = {
  primary: 'action-primary w-full',
  success: 'action-success w-full',
  dark: 'action-dark w-full',
  outline: 'action-outline w-full',
  brandOutline: 'action-brand-outline w-full',
  whatsapp: 'action-whatsapp w-full',
  link: 'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-text underline-offset-4 hover:underline',
} as const;

/** The same looks at their natural width (bars and inline rows). */
export function inline(className: string): string {
  return className.replace(' w-full', ' w-auto whitespace-nowrap');
}

/**
 * At their natural width in a wrapping row, but never wider than the row: a label from content
 * ('Visit Gateway Car Superstore Eagle Farm') wraps inside its button instead of widening a phone's page.
 */
export function inlineWrapping(className: string): string {
  return className.replace(' w-full', ' w-auto max-w-full');
}
