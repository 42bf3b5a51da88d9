/**
 * The named fields of an object, and nothing else. Used where a server component hands data to a
 * client component: React serialises every prop into the page's RSC payload, so giving an island the
 * whole Vehicle (≈ 7 KB) or Site sends all of it to every shopper, inside the HTML, for a handful of
 * fields. (Objects passed twice are sent once, so trimming one prop alone moves the cost elsewhere.)
 */
export function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out;
}
