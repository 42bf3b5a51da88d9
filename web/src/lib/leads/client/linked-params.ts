/**
 * Campaign parameters from landing URLs (spec §7 lead_attributes.linked_query_params): utm_*, and the
 * ad networks' click ids. Last touch wins: a new landing with parameters replaces the old set, and
 * a set older than 30 days is forgotten. Free of zod and React (it runs on every page).
 */
import { browserStorage, isRecord, readJson, writeJson, type KeyValueStore } from '@/lib/browser-storage';

export const LINKED_PARAMS_KEY = 'forecourt:linked-params';
export const LINKED_PARAMS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const CLICK_IDS = new Set(['gclid', 'fbclid', 'msclkid']);
/** LeadSubmissionSchema: names are identifier-like words of at most 40, values at most 200 characters. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const MAX_VALUE = 200;
const MAX_PARAMS = 20;

export function isLinkedParam(name: string): boolean {
  const key = name.toLowerCase();
  return (key.startsWith('utm_') || CLICK_IDS.has(key)) && NAME.test(name);
}

export function linkedParamsFrom(search: string): Record<string, string> {
  const found: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(search)) {
    if (count >= MAX_PARAMS || !isLinkedParam(name) || !value.trim()) continue;
    if (!Object.hasOwn(found, name)) count += 1;
    found[name] = value.trim().slice(0, MAX_VALUE);
  }
  return found;
}

/** The query string without campaign parameters ('' when nothing else is left). */
export function stripLinkedParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (isLinkedParam(name)) params.delete(name);
  return params.toString();
}

interface StoredParams {
  at: number;
  params: Record<string, string>;
}

function parseStored(value: unknown): StoredParams | undefined {
  if (!isRecord(value) || typeof value.at !== 'number' || !isRecord(value.params)) return undefined;
  const params: Record<string, string> = {};
  for (const [name, v] of Object.entries(value.params)) {
    if (isLinkedParam(name) && typeof v === 'string' && v.length <= MAX_VALUE) params[name] = v;
  }
  return { at: value.at, params };
}

export function captureLinkedParams(search: string, now = Date.now(), store: KeyValueStore | undefined = browserStorage()): void {
  const params = linkedParamsFrom(search);
  if (Object.keys(params).length > 0) writeJson(store, LINKED_PARAMS_KEY, { at: now, params } satisfies StoredParams);
}

export function linkedQueryParams(now = Date.now(), store: KeyValueStore | undefined = browserStorage()): Record<string, string> {
  const stored = parseStored(readJson(store, LINKED_PARAMS_KEY));
  if (!stored || now - stored.at > LINKED_PARAMS_MAX_AGE_MS || stored.at > now + 60_000) return {};
  return stored.params;
}
