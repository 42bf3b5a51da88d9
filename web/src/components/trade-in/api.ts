/**
 * The valuation wizard's HTTP calls after its first step (the contract in @forecourt/schemas/trade-in),
 * each answering a typed result instead of throwing. Answers are a boundary: parsed with zod, and
 * anything else becomes a message the shopper can act on. Loaded with the steps that make them.
 */
import {
  TradeInVehicleSchema,
  VEHICLE_OPTION_FIELDS,
  type AcceptAnswer,
  type AcceptRequest,
  type EstimateAnswer,
  type EstimateRequest,
  type MiscellaneousRequest,
  type RegoLookupAnswer,
  type RegoLookupRequest,
  type VehicleOptionField,
  type VehicleOptionsAnswer,
} from '@forecourt/schemas/trade-in';
import { z } from 'zod';
import { TRADE_IN_ENDPOINTS, TRADE_IN_MESSAGES, type ApiResult } from './start';

// The start step's request and the words and endpoints every request shares (start.ts: no zod, as the
// first step is in the page's first load) are re-exported here with the later steps' requests.
export { startValuation, TRADE_IN_ENDPOINTS, TRADE_IN_MESSAGES, type ApiResult, type Started } from './start';

// --- answers ---------------------------------------------------------------------------------------

const Failure = z.object({
  error: z.string().min(1).max(500),
  fields: z.record(z.string(), z.string()).optional(),
});

export const RegoLookupAnswerSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), vehicle: TradeInVehicleSchema, register: z.enum(['demo', 'provider']) }),
  z.object({ found: z.literal(false), message: z.string().min(1).max(500) }),
]) satisfies z.ZodType<RegoLookupAnswer>;

const VehicleOptionsAnswerSchema = z.object({
  field: z.enum(VEHICLE_OPTION_FIELDS),
  options: z.array(z.string().min(1).max(120)).max(2000),
}) satisfies z.ZodType<VehicleOptionsAnswer>;

const dollars = z.number().finite().nonnegative();

export const ValuationOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('estimate'),
    low: dollars,
    high: dollars,
    offer: dollars,
    comparables: z.number().int().nonnegative(),
    provider: z.enum(['embedded', 'provider']),
  }),
  z.object({ kind: z.literal('appraisal'), reasons: z.array(z.enum(['too_old', 'too_many_km'])).max(2) }),
  z.object({ kind: z.literal('declined'), reason: z.enum(['too_few_comparables', 'provider_unavailable', 'provider_declined']) }),
]);

export const EstimateAnswerSchema = z.object({
  valuation_id: z.string().min(1).max(100),
  outcome: ValuationOutcomeSchema,
}) satisfies z.ZodType<EstimateAnswer>;

const AcceptAnswerSchema = z.object({ lead_id: z.string().min(1), subcategory: z.string().min(1).max(100) }) satisfies z.ZodType<AcceptAnswer>;

// --- requests --------------------------------------------------------------------------------------

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

async function requestJson<T>(url: string, init: RequestInit, schema: z.ZodType<T>, fetchImpl: typeof fetch): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, error: TRADE_IN_MESSAGES.network };
  }
  const json = await readJson(response);
  if (response.ok) {
    const parsed = schema.safeParse(json);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, error: TRADE_IN_MESSAGES.unexpected, status: response.status };
  }
  const failure = Failure.safeParse(json);
  if (!failure.success) return { ok: false, error: TRADE_IN_MESSAGES.unexpected, status: response.status };
  return { ok: false, error: failure.data.error, status: response.status, ...(failure.data.fields ? { fields: failure.data.fields } : {}) };
}

const post = <T>(url: string, body: unknown, schema: z.ZodType<T>, fetchImpl: typeof fetch) =>
  requestJson(url, { method: 'POST', body: JSON.stringify(body) }, schema, fetchImpl);

export function lookupRego(request: RegoLookupRequest, fetchImpl: typeof fetch = fetch): Promise<ApiResult<RegoLookupAnswer>> {
  return post(TRADE_IN_ENDPOINTS.rego, request, RegoLookupAnswerSchema, fetchImpl);
}

/** The choices of the next select: years, then makes of a year, models of a make, badges of a model. */
export interface VehicleOptionsQuery {
  year?: number;
  make?: string;
  model?: string;
}

export function optionsField(query: VehicleOptionsQuery): VehicleOptionField {
  if (query.year === undefined) return 'year';
  if (query.make === undefined) return 'make';
  return query.model === undefined ? 'model' : 'badge';
}

export function vehicleOptionsUrl(query: VehicleOptionsQuery): string {
  const params = new URLSearchParams();
  if (query.year !== undefined) params.set('year', String(query.year));
  if (query.year !== undefined && query.make !== undefined) params.set('make', query.make);
  if (query.year !== undefined && query.make !== undefined && query.model !== undefined) params.set('model', query.model);
  const search = params.toString();
  return search ? `${TRADE_IN_ENDPOINTS.vehicles}?${search}` : TRADE_IN_ENDPOINTS.vehicles;
}

export async function vehicleOptions(query: VehicleOptionsQuery, fetchImpl: typeof fetch = fetch): Promise<ApiResult<string[]>> {
  const result = await requestJson(vehicleOptionsUrl(query), { method: 'GET' }, VehicleOptionsAnswerSchema, fetchImpl);
  // Whatever went wrong, the shopper can only try again (or use the rego): one message says so. An
  // answer for another select (a stale or misrouted request) is no answer for this one.
  if (!result.ok || result.data.field !== optionsField(query)) {
    return { ok: false, error: TRADE_IN_MESSAGES.optionsFailed, ...(!result.ok && result.status ? { status: result.status } : {}) };
  }
  return { ok: true, data: result.data.options };
}

export function requestEstimate(request: EstimateRequest, fetchImpl: typeof fetch = fetch): Promise<ApiResult<EstimateAnswer>> {
  return post(TRADE_IN_ENDPOINTS.estimate, request, EstimateAnswerSchema, fetchImpl);
}

export function acceptValuation(request: AcceptRequest, fetchImpl: typeof fetch = fetch): Promise<ApiResult<AcceptAnswer>> {
  return post(TRADE_IN_ENDPOINTS.accept, request, AcceptAnswerSchema, fetchImpl);
}

export const SAVE_VALUATION_FAILED = 'Failed to save valuation data';

/**
 * The one site with features.save_valuation keeps the valuation in its miscellaneous data (spec §7).
 * Fire and forget: it never blocks the wizard, and a failure is only logged.
 */
export async function saveValuation(request: MiscellaneousRequest, fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchImpl(TRADE_IN_ENDPOINTS.miscellaneous, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
    });
    if (!response.ok) console.error(SAVE_VALUATION_FAILED, response.status);
  } catch (error) {
    console.error(SAVE_VALUATION_FAILED, error);
  }
}
