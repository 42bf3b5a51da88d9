/** What the embedded engine gives Orama: the index schema and each vehicle's indexed projection. */
import { oramaSchema, TEXT_FIELD, textOf, type OramaType, type Vehicle } from '@forecourt/schemas/vehicle';
import { SearchEngineError } from '../engine';

/**
 * `oramaSchema()` without its `number` fields. Orama 3.1.18's AVL tree (its number index) loses
 * whole subtrees when a key with two children is removed — the successor's parent is rebalanced but
 * never re-attached (trees/avl.js `removeNode`) — so after an upsert a number filter can silently
 * miss vehicles (where.test.ts reproduces it). Numbers are filtered, sorted and counted from the
 * column store instead, so indexing them in Orama would only cost time.
 */
export function indexSchema(): Record<string, OramaType> {
  return Object.fromEntries(Object.entries(oramaSchema()).filter(([, type]) => type !== 'number'));
}

/** Schema fields only; missing and null values left out (Orama has no null). */
export function oramaDocument(
  vehicle: Vehicle,
  schema: Readonly<Record<string, OramaType>>,
): Record<string, unknown> {
  const record = vehicle as Record<string, unknown>;
  const doc: Record<string, unknown> = { [TEXT_FIELD]: textOf(record) };
  for (const field of Object.keys(schema)) {
    if (field === TEXT_FIELD) continue;
    const value = record[field];
    if (value !== undefined && value !== null) doc[field] = value;
  }
  return doc;
}

/** Orama returns a promise only when async hooks or components are configured; none are here. */
export function synchronously<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) {
    value.catch(() => undefined);
    throw new SearchEngineError('Orama answered asynchronously');
  }
  return value;
}
