/**
 * Feed vehicles + the site's stored vehicles → the site's new stock.
 *
 * - A vehicle already stored keeps what the platform owns (created_at, created_at_timestamp, views,
 *   and the sold date when it was already sold); if nothing else differs it is left exactly as stored
 *   (its updated_at too) and counted unchanged, so re-importing the same feed changes nothing.
 * - A full feed (the default) marks stored vehicles it no longer lists as sold (status 'sold', sold
 *   true, sold_date_timestamp = now) — never deleted; vehicles already sold (or deleted) are left as
 *   they are, so their sold date stays the original one. A partial feed leaves unlisted vehicles alone.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';

export interface MergeOptions {
  now: Date;
  /** Only update what the feed lists (no "missing means sold"). */
  partial: boolean;
}

export interface MergeResult {
  /** The site's whole stock after the import (stored order first, then new vehicles in feed order). */
  all: Vehicle[];
  /** New, updated and newly sold vehicles (what an engine must upsert). */
  changed: Vehicle[];
  created: number;
  updated: number;
  unchanged: number;
  markedSold: number;
}

/** Deep equality of JSON-like values, treating a key whose value is undefined as absent. */
export function sameJson(a: unknown, b: unknown, ignoreKey?: string): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    if (key === ignoreKey || x[key] === undefined) continue;
    count++;
    if (!sameJson(x[key], y[key])) return false;
  }
  for (const key in y) if (key !== ignoreKey && y[key] !== undefined) count--;
  return count === 0;
}

/** Same vehicle content, apart from updated_at. */
export function sameContent(a: Vehicle, b: Vehicle): boolean {
  return sameJson(a, b, 'updated_at');
}

/** Whether `withoutUndefined` would change anything (most new vehicles: no, and then no copy is made). */
function needsCopy(src: Record<string, unknown>, overrides: Record<string, unknown> | undefined): boolean {
  for (const key in src) if (src[key] === undefined) return true;
  if (overrides) for (const key in overrides) if (overrides[key] !== undefined || key in src) return true;
  return false;
}

/**
 * A copy (or `value` itself, when nothing differs) without the keys whose value is undefined (then `overrides` on top, same rule). Built key by
 * key rather than copied and `delete`d: a delete turns a V8 object into a slow dictionary, which made
 * every later read, the validation and JSON.stringify of a big import measurably slower.
 */
function withoutUndefined<T extends object>(value: T, overrides?: Partial<T>): T {
  const src = value as Record<string, unknown>;
  if (!needsCopy(src, overrides)) return value;
  const out: Record<string, unknown> = {};
  for (const key in src) {
    if (overrides && key in overrides) continue;
    const v = src[key];
    if (v !== undefined) out[key] = v;
  }
  if (overrides) {
    const o = overrides as Record<string, unknown>;
    for (const key in o) if (o[key] !== undefined) out[key] = o[key];
  }
  return out as T;
}

/** The feed's version of a stored vehicle, keeping what the platform owns (see the top of this file). */
export function mergeVehicle(next: Vehicle, prev: Vehicle, now: Date): Vehicle {
  return withoutUndefined<Vehicle>(next, {
    created_at: prev.created_at,
    created_at_timestamp: prev.created_at_timestamp,
    views: prev.views,
    sold_date_timestamp: next.sold
      ? (next.sold_date_timestamp ?? (prev.sold ? prev.sold_date_timestamp : undefined) ?? Math.floor(now.getTime() / 1000))
      : undefined,
  });
}

export function mergeStock(existing: readonly Vehicle[], incoming: readonly Vehicle[], options: MergeOptions): MergeResult {
  const nowIso = options.now.toISOString();
  const nowSec = Math.floor(options.now.getTime() / 1000);
  const incomingById = new Map(incoming.map((v) => [v.id, v]));
  const existingIds = new Set<string>();
  const all: Vehicle[] = [];
  const changed: Vehicle[] = [];
  let updated = 0;
  let unchanged = 0;
  let markedSold = 0;

  for (const prev of existing) {
    existingIds.add(prev.id);
    const next = incomingById.get(prev.id);
    if (next) {
      const merged = mergeVehicle(next, prev, options.now);
      if (sameContent(merged, prev)) {
        all.push(prev);
        unchanged++;
      } else {
        const v = { ...merged, updated_at: nowIso };
        all.push(v);
        changed.push(v);
        updated++;
      }
    } else if (options.partial || prev.status === 'sold' || prev.status === 'deleted') {
      all.push(prev);
    } else {
      const v: Vehicle = { ...prev, status: 'sold', sold: true, sold_date_timestamp: nowSec, updated_at: nowIso };
      all.push(v);
      changed.push(v);
      markedSold++;
    }
  }
  let created = 0;
  for (const next of incoming) {
    if (existingIds.has(next.id)) continue;
    const v = withoutUndefined<Vehicle>(next, { sold_date_timestamp: next.sold ? (next.sold_date_timestamp ?? nowSec) : undefined });
    all.push(v);
    changed.push(v);
    created++;
  }
  return { all, changed, created, updated, unchanged, markedSold };
}
