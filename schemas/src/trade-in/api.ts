/**
 * The valuation wizard's wire shapes (issue 15; spec §4 "Trade-in steps", §7 "Valuation"), shared by
 * the browser wizard and the route handlers. Steps:
 *
 *   1. start:   POST /api/leads/trade_in (the lead intake, form kind 'trade_in'): name, mobile, e-mail,
 *               location. The lead is created and delivered here, so a shopper who stops still reaches
 *               the dealer. The 201 answer adds `trade_in_token`, which binds the next steps to it.
 *   2. identify: POST /api/valuation/rego {rego, regoState} → RegoLookupAnswer; or manual selection
 *               through GET /api/valuation/vehicles?year=&make=&model= → VehicleOptionsAnswer.
 *   3. value:   POST /api/trade-in/estimate EstimateRequest → EstimateAnswer (stored as a valuation).
 *   4. accept:  POST /api/trade-in/accept AcceptRequest → AcceptAnswer: '3. Offer Accepted' (or an
 *               in-person appraisal request when no online estimate could be given), delivered as a
 *               lead carrying the trade-in vehicle and the answers.
 *   (the one site with features.save_valuation also posts MiscellaneousRequest to /api/miscellaneous.)
 */
import { z } from 'zod';
import { AU_STATES } from '../vehicle/fields';
import { TRADE_IN_FIRST_YEAR, TRADE_IN_MAX_KMS, type VehicleOptionField } from './constants';
import { TRADE_IN_QUESTIONS, type TradeInAnswers } from './questions';

const REGO = /^[A-Z0-9]{1,9}$/;

/** Rego as typed ('abc 123', 'ABC-123') → 'ABC123'; refused if anything but letters and digits remains. */
export const RegoSchema = z
  .string({ error: 'Enter the registration number.' })
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(REGO, { error: 'Enter the registration number as letters and digits (up to 9).' }));

export const RegoStateSchema = z.enum(AU_STATES, { error: 'Choose the state the car is registered in.' });

export const RegoLookupRequestSchema = z.strictObject({ rego: RegoSchema, regoState: RegoStateSchema });
export type RegoLookupRequest = z.infer<typeof RegoLookupRequestSchema>;

const name = (label: string, max = 60) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(max, { error: `The ${label} is too long.` })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} .&'/+()-]*$/u, { error: `The ${label} has characters we cannot use.` });

/** The shopper's car as identified (by rego lookup or manual selection). */
export const TradeInVehicleSchema = z.strictObject({
  year: z
    .number({ error: 'Choose the year.' })
    .int({ error: 'Choose the year.' })
    .min(TRADE_IN_FIRST_YEAR, { error: `The year must be ${TRADE_IN_FIRST_YEAR} or later.` })
    .max(new Date().getUTCFullYear() + 1, { error: 'The year cannot be in the future.' }),
  make: name('make'),
  model: name('model'),
  badge: name('badge').optional(),
  body: name('body type').optional(),
  transmission: name('transmission').optional(),
  fuel: name('fuel type').optional(),
  colour: name('colour').optional(),
  vin: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/i, { error: 'The VIN is 17 letters and digits.' }).optional(),
  nvic: z.string().regex(/^[A-Z0-9]{4,8}$/i, { error: 'The NVIC is 4 to 8 letters and digits.' }).optional(),
  /** How it was identified: the rego register (with the rego) or the shopper's own choices. */
  source: z.enum(['rego', 'manual']),
  rego: RegoSchema.optional(),
  regoState: RegoStateSchema.optional(),
});
export type TradeInVehicle = z.infer<typeof TradeInVehicleSchema>;

export type RegoLookupAnswer =
  | { found: true; vehicle: TradeInVehicle; /** 'demo': the local register of sample regos, labelled as such. */ register: 'demo' | 'provider' }
  | { found: false; message: string };

/** GET /api/valuation/vehicles: no query → years; year → makes; year+make → models; year+make+model → badges. */
export const VehicleOptionsQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(TRADE_IN_FIRST_YEAR).max(3000).optional(),
  make: name('make').optional(),
  model: name('model').optional(),
});
export type VehicleOptionsAnswer = { field: VehicleOptionField; options: string[] };

/** Every question answered with one of its option ids. */
export const TradeInAnswersSchema = z.strictObject(
  Object.fromEntries(
    TRADE_IN_QUESTIONS.map((q) => [
      q.id,
      z.enum(q.options.map((o) => o.id) as [string, ...string[]], { error: `Answer: ${q.label}` }),
    ]),
  ),
) as unknown as z.ZodType<TradeInAnswers>;

const LeadRef = {
  lead_id: z.uuid({ error: 'Start the valuation again: the lead is unknown.' }),
  /** From the start step's answer: proves this browser started that lead. */
  token: z.string().min(16).max(200),
};

export const KmsSchema = z
  .number({ error: 'Enter the kilometres.' })
  .int({ error: 'Enter the kilometres as a whole number.' })
  .min(0, { error: 'The kilometres cannot be negative.' })
  .max(TRADE_IN_MAX_KMS, { error: 'Check the kilometres: that is more than we can value.' });

export const EstimateRequestSchema = z.strictObject({
  ...LeadRef,
  vehicle: TradeInVehicleSchema,
  kms: KmsSchema,
  answers: TradeInAnswersSchema,
});
export type EstimateRequest = z.infer<typeof EstimateRequestSchema>;

/**
 * The valuation's outcome. `estimate`: a trade-in range and the dealer's offer (the range's low end
 * rounded to $100 unless the provider says otherwise). `appraisal`: no online estimate (over 7 years
 * or over 100,000 km, spec §5), an in-person appraisal is offered. `declined`: too few comparable cars
 * (or the provider could not value it): an in-person appraisal is offered too.
 */
export type ValuationOutcome =
  | { kind: 'estimate'; low: number; high: number; offer: number; comparables: number; provider: 'embedded' | 'provider' }
  | { kind: 'appraisal'; reasons: ('too_old' | 'too_many_km')[] }
  | { kind: 'declined'; reason: 'too_few_comparables' | 'provider_unavailable' | 'provider_declined' };

export type EstimateAnswer = { valuation_id: string; outcome: ValuationOutcome };

export const AcceptRequestSchema = z.strictObject({
  ...LeadRef,
  valuation_id: z.uuid({ error: 'Value the car again: that valuation is unknown.' }),
  /** For an appraisal request: when the shopper would like to bring the car in (free text, optional). */
  message: z.string().trim().max(1000).optional(),
});
export type AcceptRequest = z.infer<typeof AcceptRequestSchema>;
export type AcceptAnswer = { lead_id: string; subcategory: string };

export const MiscellaneousRequestSchema = z.strictObject({
  ...LeadRef,
  column_name: z.literal('valuation', { error: 'Only valuation data can be saved.' }),
  valuation_id: z.uuid(),
});
export type MiscellaneousRequest = z.infer<typeof MiscellaneousRequestSchema>;
/** 201 when saved, 200 when that valuation was saved already. */
export type MiscellaneousAnswer = { saved: true };
