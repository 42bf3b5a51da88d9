/** Blog rules: the categories the menus link and how a post's date is shown. */
/** '22 September 2026': the date as the author wrote it (the calendar date of the ISO text). */
export function blogDate(iso: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0];
  if (!day) return '';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Blog categories the menus link (/blog/{category}), with their headings: shared with the Studio's schema. */
export { BLOG_CATEGORIES } from '@forecourt/schemas/sanity';
