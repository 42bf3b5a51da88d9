/**
 * Online purchase (issue 16; spec §2 /checkout-journey?car_id=…): the wire shapes of the guided deal,
 * shared by the journey's steps in the browser and the route handlers.
 *
 *   GET  /api/purchase-deals?car_id=…   → PurchaseDealView (the signed-in shopper's draft), or 404
 *   PUT  /api/purchase-deals            PurchaseDealSave {car_id, step, data} → PurchaseDealView;
 *        `data` is checked by the step's own schema (purchaseStepSchema): 400 {error, fields} and
 *        nothing saved when it does not pass
 *   POST /api/purchase-deals/{id}/submit  {} → PurchaseSubmitAnswer, once the deposit is held
 *
 * The step schemas are strict (an unknown key is refused, never stored) and every figure the dealer
 * relies on (the price, the trade-in offer, the repayment) is worked out on the server, never taken
 * from the browser: the steps carry only the shopper's choices.
 */
import { z } from 'zod';
import { isAdultOn, isIsoDate } from '../finance/application';
import { choice, email, mustAgree, optional, personName, phone, postcode, text } from '../leads/fields';
import { LEAD_MESSAGES } from '../leads/messages';
import { AU_STATES } from '../vehicle/fields';
import {
  PURCHASE_FREQUENCIES,
  PURCHASE_LABELS,
  PURCHASE_MESSAGES,
  PURCHASE_STEPS,
  PURCHASE_TERM_YEARS,
  isSunday,
  preferredDateWindow,
  type PurchaseSchemaOptions,
  type PurchaseStep,
} from './constants';

const L = PURCHASE_LABELS;

function isoDate(label: string, message: string = PURCHASE_MESSAGES.dateFormat) {
  return z
    .string({ error: (issue) => (issue.input == null ? LEAD_MESSAGES.required(label) : message) })
    .trim()
    .min(1, { error: LEAD_MESSAGES.required(label), abort: true })
    .refine(isIsoDate, { error: message, abort: true });
}

function preferredDate({ today }: PurchaseSchemaOptions) {
  return isoDate(L.preferred_date)
    .refine((v) => today === undefined || (v >= preferredDateWindow(today).min && v <= preferredDateWindow(today).max), {
      error: PURCHASE_MESSAGES.dateWindow,
      abort: true,
    })
    .refine((v) => !isSunday(v), { error: PURCHASE_MESSAGES.dateSunday });
}

const uuid = (message: string) => z.uuid({ error: message });

export const CarStepSchema = z.strictObject({});

export const TradeInStepSchema = z.discriminatedUnion(
  'choice',
  [
    z.strictObject({ choice: z.literal('none') }),
    z.strictObject({
      choice: z.literal('valued'),
      /** The valuation the shopper accepted in the wizard, and the lead the wizard started: the server reads the offer from them. */
      valuation_id: uuid(PURCHASE_MESSAGES.tradeInUnknown),
      lead_id: uuid(PURCHASE_MESSAGES.tradeInUnknown),
    }),
  ],
  { error: 'Choose whether you have a car to trade in.' },
);

const TERM_MESSAGE = `Choose a ${L.term_years.toLowerCase()} of 1 to 7 years.`;

export const FinanceStepSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('outright') }),
    z.strictObject({
      method: z.literal('dealer'),
      term_years: z
        .number({ error: TERM_MESSAGE })
        .int({ error: TERM_MESSAGE })
        .min(PURCHASE_TERM_YEARS[0], { error: TERM_MESSAGE })
        .max(PURCHASE_TERM_YEARS[PURCHASE_TERM_YEARS.length - 1]!, { error: TERM_MESSAGE }),
      frequency: choice(L.frequency, PURCHASE_FREQUENCIES),
      /** % p.a. as the shopper set it; the server keeps it within the site's calculator range. */
      interest_rate: z.number({ error: `${L.interest_rate} must be a number.` }).finite().min(0, { error: `${L.interest_rate} cannot be negative.` }).max(30, { error: `${L.interest_rate} must be 30% or less.` }),
    }),
    z.strictObject({
      method: z.literal('pre_approval'),
      application_id: optional(uuid(`${L.application_id} is the code from your pre-approval e-mail.`)),
      note: optional(text(L.note, 500, { multiline: true })),
    }),
  ],
  { error: 'Choose how you will pay for the car.' },
);

export function deliveryStepSchema(options: PurchaseSchemaOptions = {}) {
  const location = text(L.location_id, 100).refine((v) => !options.locationIds || options.locationIds.includes(v), { error: PURCHASE_MESSAGES.locationUnknown });
  return z.discriminatedUnion(
    'method',
    [
      z.strictObject({ method: z.literal('pickup'), location_id: location, preferred_date: preferredDate(options) }),
      z.strictObject({
        method: z.literal('delivery'),
        street: text(L.street, 100),
        suburb: text(L.suburb, 60),
        state: choice(L.state, AU_STATES),
        postcode: postcode(L.postcode),
        preferred_date: preferredDate(options),
      }),
    ],
    { error: 'Choose delivery or pick-up.' },
  );
}

function licenceNumber() {
  return z
    .string({ error: (issue) => (issue.input == null ? LEAD_MESSAGES.required(L.licence_number) : LEAD_MESSAGES.notText(L.licence_number)) })
    .max(30, { error: PURCHASE_MESSAGES.licence, abort: true })
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(1, { error: LEAD_MESSAGES.required(L.licence_number), abort: true }).regex(/^[A-Z0-9]{4,10}$/, { error: PURCHASE_MESSAGES.licence }));
}

export function buyerStepSchema({ today }: PurchaseSchemaOptions = {}) {
  return z.strictObject({
    name: personName('name'),
    last_name: personName('last_name'),
    email: email(),
    phone: phone(),
    date_of_birth: isoDate(L.date_of_birth, PURCHASE_MESSAGES.dateOfBirth)
      .refine((v) => v >= '1900-01-01' && (today === undefined || v <= today), { error: PURCHASE_MESSAGES.dateOfBirth, abort: true })
      .refine((v) => today === undefined || isAdultOn(v, today), { error: PURCHASE_MESSAGES.underAge }),
    /**
     * Personal data: kept in the deal (the dealer must sight the licence at handover), but the dealer's
     * e-mail and webhook carry only its state and last three characters (lib/purchase/licence.ts).
     */
    licence_number: licenceNumber(),
    licence_state: choice(L.licence_state, AU_STATES),
    licence_expiry: isoDate(L.licence_expiry).refine((v) => today === undefined || v >= today, { error: PURCHASE_MESSAGES.licenceExpired }),
  });
}

export const ReviewStepSchema = z.strictObject({ terms_agreed: mustAgree() });
/** The deposit is taken by POST /api/reservations with the deal's id; this step stores nothing of its own. */
export const DepositStepSchema = z.strictObject({});

/** The schema of one step's data. */
export function purchaseStepSchema(step: PurchaseStep, options: PurchaseSchemaOptions = {}): z.ZodType {
  switch (step) {
    case 'car':
      return CarStepSchema;
    case 'trade_in':
      return TradeInStepSchema;
    case 'finance':
      return FinanceStepSchema;
    case 'delivery':
      return deliveryStepSchema(options);
    case 'buyer':
      return buyerStepSchema(options);
    case 'review':
      return ReviewStepSchema;
    case 'deposit':
      return DepositStepSchema;
  }
}

export type TradeInStepData = z.output<typeof TradeInStepSchema>;
export type FinanceStepData = z.output<typeof FinanceStepSchema>;
export type DeliveryStepData = z.output<ReturnType<typeof deliveryStepSchema>>;
export type BuyerStepData = z.output<ReturnType<typeof buyerStepSchema>>;
export type ReviewStepData = z.output<typeof ReviewStepSchema>;

/** Every step's answers so far, as a deal keeps them. */
export interface PurchaseDealData {
  car?: Record<string, never>;
  trade_in?: TradeInStepData;
  finance?: FinanceStepData;
  delivery?: DeliveryStepData;
  buyer?: BuyerStepData;
  review?: ReviewStepData;
  deposit?: Record<string, never>;
}

export const PurchaseDealSaveSchema = z.strictObject({
  car_id: z.string().trim().min(1).max(200),
  step: z.enum(PURCHASE_STEPS, { error: 'Unknown step.' }),
  // Kept whole for the step's own strict schema (a record would silently drop a '__proto__' key it should refuse).
  data: z.unknown().refine((v) => !!v && typeof v === 'object' && !Array.isArray(v), { error: 'The step’s answers are missing.' }),
});
export type PurchaseDealSave = z.infer<typeof PurchaseDealSaveSchema>;

export const PurchaseSubmitSchema = z.strictObject({});

/** The price, the deposit, the trade-in and the balance, as the server worked them out (dollars). */
export const PriceBreakdownSchema = z.object({
  /** The car's advertised price, when it has one. */
  price: z.number().optional(),
  price_text: z.string(),
  /** What the price includes, in the dealer's words ('Drive away: government charges included'). */
  price_note: z.string().optional(),
  deposit: z.number(),
  deposit_text: z.string(),
  trade_in: z.number().optional(),
  trade_in_text: z.string().optional(),
  /** Price less deposit and trade-in (never below 0); absent when the car has no price. */
  balance: z.number().optional(),
  balance_text: z.string(),
  finance: z
    .object({
      amount: z.number(),
      amount_text: z.string(),
      repayment: z.number(),
      repayment_text: z.string(),
      frequency: z.enum(PURCHASE_FREQUENCIES),
      term_years: z.number(),
      interest_rate: z.number(),
    })
    .optional(),
});
export type PriceBreakdown = z.infer<typeof PriceBreakdownSchema>;

export const TradeInSummarySchema = z.object({
  valuation_id: z.string(),
  lead_id: z.string(),
  vehicle: z.string(),
  kms: z.number().optional(),
  /** The dealer's accepted online offer; absent for an appraisal request (valued at the dealership). */
  offer: z.number().optional(),
});
export type TradeInSummary = z.infer<typeof TradeInSummarySchema>;

export const PurchaseDealViewSchema = z.object({
  id: z.string(),
  status: z.enum(['draft', 'submitted', 'abandoned']),
  /** The furthest step reached. */
  step: z.enum(PURCHASE_STEPS),
  car: z.object({ id: z.string(), slug: z.string(), title: z.string(), stocknum: z.string().optional(), image: z.string().optional() }),
  data: z.record(z.string(), z.unknown()),
  breakdown: PriceBreakdownSchema,
  trade_in: TradeInSummarySchema.optional(),
  /** The deposit's reservation once it is held (the deal can then be submitted). */
  reservation_id: z.string().nullable(),
  lead_id: z.string().nullable(),
});
export type PurchaseDealView = z.infer<typeof PurchaseDealViewSchema>;

export const PurchaseSubmitAnswerSchema = z.object({ deal_id: z.string(), lead_id: z.string(), reservation_id: z.string() });
export type PurchaseSubmitAnswer = z.infer<typeof PurchaseSubmitAnswerSchema>;
