/**
 * The application's progress, kept in this browser (localStorage, one entry per site) so a shopper who
 * leaves can carry on: the step reached and what was typed — except the driver licence number and
 * the date of birth (identity fraud's two keys), the consents (given afresh each time) and the car
 * (it comes from the page's address, and may have sold since). Entries older than 30 days are dropped,
 * and the entry is cleared once the application is sent.
 */
import { FINANCE_STEPS } from '@forecourt/schemas/finance/application-fields';
import { isRecord, readJson, writeJson, type KeyValueStore } from '@/lib/browser-storage';

export const PROGRESS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Never written to the browser's storage. */
export const NOT_SAVED_FIELDS: ReadonlySet<string> = new Set([
  'licence_number',
  'date_of_birth',
  'credit_enquiry_consent',
  'privacy_acknowledged',
  'car_id',
]);

const SAVED_FIELDS: ReadonlySet<string> = new Set(
  FINANCE_STEPS.flatMap((s) => s.fields).filter((name) => !NOT_SAVED_FIELDS.has(name)),
);
const MAX_VALUE_LENGTH = 500;

export const progressKey = (site: string) => `forecourt:finance-application:${site}`;

export interface SavedProgress {
  /** The step index reached (0 = Applicant). */
  step: number;
  values: Record<string, string>;
  savedAt: number;
}

/** Only the fields that may be kept, as text (what the inputs hold). */
export function savableValues(values: Record<string, unknown>): Record<string, string> {
  const kept = new Map<string, string>();
  for (const [name, value] of Object.entries(values)) {
    if (!SAVED_FIELDS.has(name) || typeof value !== 'string' || value === '') continue;
    kept.set(name, value.slice(0, MAX_VALUE_LENGTH));
  }
  return Object.fromEntries(kept);
}

export function saveProgress(store: KeyValueStore | undefined, site: string, step: number, values: Record<string, unknown>, now = Date.now()): void {
  const saved: SavedProgress = { step, values: savableValues(values), savedAt: now };
  writeJson(store, progressKey(site), saved);
}

/** The saved progress of this site, or undefined (none, unreadable, or older than 30 days: then removed). */
export function loadProgress(store: KeyValueStore | undefined, site: string, now = Date.now()): SavedProgress | undefined {
  const raw = readJson(store, progressKey(site));
  if (raw === undefined) return undefined;
  const fresh =
    isRecord(raw) &&
    typeof raw.savedAt === 'number' &&
    now - raw.savedAt <= PROGRESS_MAX_AGE_MS &&
    raw.savedAt <= now + 60_000 &&
    Number.isInteger(raw.step) &&
    isRecord(raw.values);
  if (!fresh) {
    clearProgress(store, site);
    return undefined;
  }
  const values = savableValues(raw.values as Record<string, unknown>);
  const step = Math.min(Math.max(0, raw.step as number), FINANCE_STEPS.length - 1);
  return Object.keys(values).length > 0 ? { step, values, savedAt: raw.savedAt as number } : undefined;
}

export function clearProgress(store: KeyValueStore | undefined, site: string): void {
  try {
    store?.removeItem(progressKey(site));
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
