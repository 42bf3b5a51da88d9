/**
 * The shopper's details remembered for the next form (spec §3 "User profile stored locally: name,
 * last_name, email, phone, postcode"; §5 "saved locally only when name, email and phone are all
 * present" — profileFrom decides that).
 */
import { PROFILE_FIELDS, profileFrom, type LeadProfile } from '@forecourt/schemas/leads/profile';
import { browserStorage, isRecord, readJson, writeJson, type KeyValueStore } from '@/lib/browser-storage';

export const PROFILE_KEY = 'forecourt:profile';
const MAX = 254;

export function saveProfile(fields: Record<string, unknown>, store: KeyValueStore | undefined = browserStorage()): LeadProfile | undefined {
  const profile = profileFrom(fields);
  if (profile) writeJson(store, PROFILE_KEY, profile);
  return profile;
}

/** The stored profile's fields (each a short string), or {} — stored data is not trusted blindly. */
export function loadProfile(store: KeyValueStore | undefined = browserStorage()): Partial<LeadProfile> {
  const value = readJson(store, PROFILE_KEY);
  if (!isRecord(value)) return {};
  const profile: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {};
  for (const name of PROFILE_FIELDS) {
    const v = value[name];
    if (typeof v === 'string' && v.trim() && v.length <= MAX) profile[name] = v;
  }
  return profile;
}
