/**
 * The success marker (spec §4 Forms: "success marker stored locally"): what /success shows after a
 * lead — "Thanks {name}" and a link back to the car — read in the browser, so no personal detail
 * ever travels in a URL. It expires after an hour: an old marker must not greet a later visitor.
 */
import { browserStorage, isRecord, readJson, writeJson, type KeyValueStore } from '@/lib/browser-storage';

export const SUCCESS_MARKER_KEY = 'forecourt:lead-success';
export const SUCCESS_MARKER_MAX_AGE_MS = 60 * 60 * 1000;

export interface SuccessMarker {
  lead_id: string;
  kind: string;
  at: number;
  name?: string;
  car?: { slug: string; title: string };
}

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

export function parseSuccessMarker(value: unknown, now: number): SuccessMarker | undefined {
  if (!isRecord(value) || !text(value.lead_id, 200) || !text(value.kind, 40) || typeof value.at !== 'number') return undefined;
  if (now - value.at > SUCCESS_MARKER_MAX_AGE_MS || value.at > now + 60_000) return undefined;
  const car = isRecord(value.car) && text(value.car.slug, 200) && text(value.car.title, 300) ? { slug: value.car.slug, title: value.car.title } : undefined;
  return {
    lead_id: value.lead_id,
    kind: value.kind,
    at: value.at,
    ...(text(value.name, 60) ? { name: value.name } : {}),
    ...(car ? { car } : {}),
  };
}

export function storeSuccessMarker(marker: SuccessMarker, store: KeyValueStore | undefined = browserStorage()): void {
  writeJson(store, SUCCESS_MARKER_KEY, marker);
}

export function readSuccessMarker(now = Date.now(), store: KeyValueStore | undefined = browserStorage()): SuccessMarker | undefined {
  return parseSuccessMarker(readJson(store, SUCCESS_MARKER_KEY), now);
}
