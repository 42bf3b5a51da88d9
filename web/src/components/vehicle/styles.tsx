/** Button looks shared by the vehicle page's server and client pieces (class names written out for Tailwind). */
// globals.css `action-button`: a page repeats it on every action, twice over (HTML and RSC payload).
const core = 'action-button';
const base = `${core} w-full`;

export const buttonClass = {
  primary: `${base} bg-brand text-brand-ink hover:opacity-90`,
  success: `${base} bg-green-700 text-white hover:bg-green-800`,
  dark: `${base} bg-gray-900 text-white hover:bg-gray-800`,
  outline: `${base} border border-gray-400 bg-white text-gray-900 hover:border-gray-900 hover:bg-gray-50`,
  brandOutline: `${base} border-2 border-brand bg-white text-brand-text hover:bg-gray-50`,
  whatsapp: `${base} border border-green-700 bg-white text-green-800 hover:bg-green-50`,
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
