/**
 * The compare view's `ids` query, validated with zod. Anything a shopper or a crawler can type must
 * give a page, never an error: malformed ids are dropped, repeats kept once, and only the first
 * COMPARE_LIMIT kept. A repeated parameter (?ids=a&ids=b) counts as one list.
 */
import { z } from 'zod';
import { COMPARE_LIMIT } from './compare-url';

/** A car's id or slug as the stock import makes them (letters, digits, '-', '_', '.'). */
export const CompareId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/);

/** Longer input is cut before splitting, so a huge query costs nothing. */
const MAX_QUERY_LENGTH = 2_000;

const IdsParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw) => (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).slice(0, MAX_QUERY_LENGTH));

/** The ids to compare, in the order given: valid, unique, at most COMPARE_LIMIT. */
export function parseCompareIds(raw: unknown): string[] {
  const parsed = IdsParam.safeParse(raw);
  if (!parsed.success) return [];
  const ids: string[] = [];
  for (const token of parsed.data.split(',')) {
    const id = token.trim();
    if (CompareId.safeParse(id).success && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_LIMIT) break;
  }
  return ids;
}
