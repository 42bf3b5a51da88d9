/**
 * The wizard's progress in sessionStorage, so a reload (or a look at another page and back) keeps the
 * step. Only what the next requests need is kept — the lead's id and token, the car, kilometres,
 * answers and valuation — never the shopper's name, phone or e-mail. Kept per tab (sessionStorage),
 * for a few hours (the token's lead goes stale), and for the same car being traded towards; a
 * snapshot that does not parse, or whose steps do not add up, is dropped. The wizard loads this
 * module (and zod with it) only once there is something to save or to resume.
 */
import { AcceptRequestSchema, KmsSchema, TradeInAnswersSchema, TradeInVehicleSchema } from '@forecourt/schemas/trade-in';
import { z } from 'zod';
import { readJson, writeJson, type KeyValueStore } from '@/lib/browser-storage';
import { EstimateAnswerSchema, RegoLookupAnswerSchema } from './api';
import { clearSession, SESSION_KEY } from './session-store';
import { isConsistent, type WizardState } from './wizard-state';

export { clearSession, hasSession, SESSION_KEY, sessionStore } from './session-store';

export const SESSION_MAX_AGE_MS = 6 * 60 * 60 * 1000;

const FoundSchema = RegoLookupAnswerSchema.options[0].omit({ found: true });

const Snapshot = z.object({
  v: z.literal(1),
  savedAt: z.number().int(),
  /** The car being traded towards (/cars/trade-in), or null. */
  carId: z.string().nullable(),
  state: z.object({
    step: z.enum(['car', 'kms', 'condition', 'valuation']),
    lead: z.object({ leadId: AcceptRequestSchema.shape.lead_id, token: AcceptRequestSchema.shape.token }),
    carMode: z.enum(['rego', 'confirm', 'manual']),
    found: FoundSchema.optional(),
    carNotice: z.string().max(500).optional(),
    vehicle: TradeInVehicleSchema.optional(),
    kms: KmsSchema.optional(),
    answers: TradeInAnswersSchema.optional(),
    valuation: EstimateAnswerSchema.optional(),
  }),
});

/** Saves the wizard's progress; before the lead and after acceptance there is nothing to resume, so nothing is kept. */
export function saveSession(store: KeyValueStore | undefined, state: WizardState, carId: string | undefined, now = Date.now()): void {
  if (!store) return;
  if (state.step === 'details' || state.step === 'done' || !state.lead) {
    clearSession(store);
    return;
  }
  const { step, lead, carMode, found, carNotice, vehicle, kms, answers, valuation } = state;
  writeJson(store, SESSION_KEY, {
    v: 1,
    savedAt: now,
    carId: carId ?? null,
    state: { step, lead, carMode, found, carNotice, vehicle, kms, answers, valuation },
  });
}

/** The saved progress for this page (same car), or undefined. */
export function readSession(store: KeyValueStore | undefined, carId: string | undefined, now = Date.now()): WizardState | undefined {
  const parsed = Snapshot.safeParse(readJson(store, SESSION_KEY));
  if (!parsed.success) return undefined;
  const { savedAt, carId: savedCar, state } = parsed.data;
  if (now - savedAt > SESSION_MAX_AGE_MS || savedAt > now + 60_000) return undefined;
  if (savedCar !== (carId ?? null)) return undefined;
  const { found, carNotice, vehicle, kms, answers, valuation } = state;
  const restored: WizardState = {
    step: state.step,
    lead: state.lead,
    carMode: state.carMode,
    ...(found ? { found } : {}),
    ...(carNotice ? { carNotice } : {}),
    ...(vehicle ? { vehicle } : {}),
    ...(kms !== undefined ? { kms } : {}),
    ...(answers ? { answers } : {}),
    ...(valuation ? { valuation } : {}),
  };
  return isConsistent(restored) ? restored : undefined;
}
