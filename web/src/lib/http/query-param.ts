/**
 * One query-string value from a page's `searchParams`: a repeated parameter (an array) counts as
 * absent, and the value is cut to `max` characters so a huge link cannot make a huge page.
 */
export function queryParam(value: string | string[] | undefined, max = 300): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}
