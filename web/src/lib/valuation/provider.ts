/**
 * The valuation provider adapter (VALUATION_API_URL + VALUATION_API_KEY): AutoGrab's REST API v2.
 * Only this file knows its shapes; the rest of the code sees ValuationEngine.
 *
 * Shapes as AutoGrab's developer hub documents them (devhub.autograb.com, "Registration Plate
 * Search", "Plain-text Search", "Valuation Predict"; docs.autograb.com.au/guide/valuation):
 *   auth    header `ApiKey: <key>`; VALUATION_API_URL is the server, e.g. https://api.autograb.com.au
 *   rego    GET  /v2/vehicles/registrations/{plate}?region=au&state=NSW
 *           → { success, vehicle: Vehicle | null, upstream_vehicle? }
 *   search  GET  /v2/vehicles?search=<text>&region=au&count=1 → { success, total, confidence, vehicles }
 *   predict POST /v2/valuations/predict { region: 'au', vehicle_id, kms }
 *           → { success, prediction: { id, vehicle_id, kms, price, score, retail_price, trade_price },
 *               bounds: { retail: { lower, upper }, ... } }
 *   Vehicle { id, year ("2017"), make, model, badge, series, body_type, transmission_type, fuel_type, ... }
 *   errors  { error: true, message }
 * Modelled where the public pages stop short, and to be checked against the account's API
 * reference: an unknown plate may answer 404 as well as a null vehicle (both read as not found); the
 * text search's `vehicles` are Vehicle objects, best match first; `bounds.trade` has the same shape as
 * `bounds.retail` (without it, the trade range is scaled from the retail range).
 *
 * The condition score (`condition_score`, optional) is not sent: its scale is not published, and
 * AutoGrab's values assume a car in good condition with standard equipment, which is what the
 * answers' factors are relative to (domain/trade-in-adjustments.ts, 1 for that car). So the provider's
 * trade range is multiplied by the answers' factors, as the embedded model's is.
 *
 * Each engine call has one deadline (VALUATION_TIMEOUT_MS, AbortController) over all its requests.
 * Unreachable, late, non-2xx (but 404) or not the documented shape → ValuationProviderError; a rego
 * the provider does not know → { found: false }; a car it cannot find or price → provider_declined.
 * Manual selection's lists stay with the dealer group's own stock (`vehicleOptions`, the embedded
 * engine's): the wizard offers what the dealer knows, whichever engine values it.
 */
import {
  TradeInVehicleSchema,
  type RegoLookupRequest,
  type TradeInVehicle,
  type ValuationOutcome,
} from '@forecourt/schemas/trade-in';
import { z } from 'zod';
import { answersFactor } from '@/domain/trade-in-adjustments';
import { ValuationProviderError } from './errors';
import { VALUATION_MESSAGES } from './messages';
import type { ValuationEngine, ValuationRequest, VehicleOptionsRequest } from './types';

export interface ProviderOptions {
  /** The API server (VALUATION_API_URL), without /v2. */
  url: string;
  apiKey: string;
  timeoutMs: number;
  /** Manual selection's lists (the embedded engine's). */
  vehicleOptions: ValuationEngine['vehicleOptions'];
  fetch?: typeof fetch;
}

const REGION = 'au';

const text = z.string().trim();
const optionalText = text.nullish().transform((v) => v || undefined);
const AutoGrabVehicle = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  year: z.union([z.number(), z.string().regex(/^\d{4}$/)]).transform(Number),
  make: text,
  model: text,
  badge: optionalText,
  body_type: optionalText,
  transmission_type: optionalText,
  fuel_type: optionalText,
});
type AutoGrabVehicle = z.infer<typeof AutoGrabVehicle>;

/** 200 answers that say they failed are not valuations either. */
const succeeded = { success: z.boolean().optional().refine((v) => v !== false) };
const RegistrationAnswer = z.object({ ...succeeded, vehicle: AutoGrabVehicle.nullable() });
const SearchAnswer = z.object({ ...succeeded, vehicles: z.array(AutoGrabVehicle) });
const money = z.number().finite();
const Bounds = z.object({ lower: money, upper: money });
const PredictAnswer = z.object({
  ...succeeded,
  prediction: z.object({ trade_price: money, retail_price: money.nullish() }),
  bounds: z.object({ retail: Bounds.nullish(), trade: Bounds.nullish() }).nullish(),
});

type Answer<T> = { status: 404 } | { status: 200; data: T };

/** The provider's car as the wizard's, keeping only the details our schema accepts; undefined if unusable. */
function toTradeInVehicle(car: AutoGrabVehicle, request: RegoLookupRequest): TradeInVehicle | undefined {
  const optional = (field: 'badge' | 'body' | 'transmission' | 'fuel', value: string | undefined) => {
    const parsed = TradeInVehicleSchema.shape[field].safeParse(value);
    return parsed.success && parsed.data !== undefined ? { [field]: parsed.data } : {};
  };
  const parsed = TradeInVehicleSchema.safeParse({
    year: car.year,
    make: car.make,
    model: car.model,
    ...optional('badge', car.badge),
    ...optional('body', car.body_type),
    ...optional('transmission', car.transmission_type),
    ...optional('fuel', car.fuel_type),
    source: 'rego',
    rego: request.rego,
    regoState: request.regoState,
  });
  return parsed.success ? parsed.data : undefined;
}

export function createProviderEngine(options: ProviderOptions): ValuationEngine {
  const base = options.url.replace(/\/+$/, '');
  const fetcher = options.fetch ?? fetch;

  /** Runs `work` with one deadline for all its requests. */
  async function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new ValuationProviderError(`the valuation provider did not answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    try {
      return await work(controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<S extends z.ZodType>(
    path: string,
    schema: S,
    signal: AbortSignal,
    body?: unknown,
  ): Promise<Answer<z.infer<S>>> {
    // The path is left out of every message: it can hold the registration.
    const what = path.split('?')[0]!.split('/').slice(0, 4).join('/');
    const failed = (message: string, extra: { status?: number; cause?: unknown } = {}) =>
      signal.aborted && signal.reason instanceof ValuationProviderError
        ? signal.reason
        : new ValuationProviderError(`${what}: ${message}`, extra);
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ApiKey: options.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
        redirect: 'error',
        cache: 'no-store',
      });
    } catch (error) {
      throw failed('the valuation provider could not be reached', { cause: error });
    }
    let raw: string;
    try {
      raw = await response.text();
    } catch (error) {
      throw failed('the answer could not be read', { cause: error });
    }
    if (response.status === 404) return { status: 404 };
    if (!response.ok) throw failed(`the valuation provider answered HTTP ${response.status}`, { status: response.status });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw failed('the answer is not JSON', { status: response.status });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw failed('the answer is not the documented shape', { status: response.status });
    return { status: 200, data: parsed.data };
  }

  const registration = (request: RegoLookupRequest, signal: AbortSignal) =>
    call(
      `/v2/vehicles/registrations/${encodeURIComponent(request.rego)}?${new URLSearchParams({ region: REGION, state: request.regoState })}`,
      RegistrationAnswer,
      signal,
    );

  /** The provider's id for the shopper's car: by its registration when it came from one, else by a search. */
  async function vehicleId(vehicle: TradeInVehicle, signal: AbortSignal): Promise<string | undefined> {
    if (vehicle.source === 'rego' && vehicle.rego && vehicle.regoState) {
      const answer = await registration({ rego: vehicle.rego, regoState: vehicle.regoState }, signal);
      if (answer.status === 200 && answer.data.vehicle) return answer.data.vehicle.id;
    }
    const search = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');
    const answer = await call(`/v2/vehicles?${new URLSearchParams({ search, region: REGION, count: '1' })}`, SearchAnswer, signal);
    return answer.status === 200 ? answer.data.vehicles[0]?.id : undefined;
  }

  return {
    name: 'provider',

    regoLookup: (_site, request) =>
      withDeadline(async (signal) => {
        const answer = await registration(request, signal);
        const vehicle = answer.status === 200 && answer.data.vehicle ? toTradeInVehicle(answer.data.vehicle, request) : undefined;
        return vehicle
          ? { found: true, vehicle, register: 'provider' }
          : { found: false, message: VALUATION_MESSAGES.regoNotFound };
      }),

    vehicleOptions: (request: VehicleOptionsRequest) => options.vehicleOptions(request),

    value: (request: ValuationRequest) =>
      withDeadline(async (signal): Promise<ValuationOutcome> => {
        const id = await vehicleId(request.vehicle, signal);
        if (id === undefined) return { kind: 'declined', reason: 'provider_declined' };
        const answer = await call('/v2/valuations/predict', PredictAnswer, signal, { region: REGION, vehicle_id: id, kms: request.kms });
        if (answer.status === 404) return { kind: 'declined', reason: 'provider_declined' };
        const { prediction, bounds } = answer.data;
        if (!(prediction.trade_price > 0)) return { kind: 'declined', reason: 'provider_declined' };
        const retail = bounds?.retail;
        const scale = retail && prediction.retail_price ? prediction.trade_price / prediction.retail_price : undefined;
        const trade = bounds?.trade ?? (retail && scale ? { lower: retail.lower * scale, upper: retail.upper * scale } : undefined);
        const factor = answersFactor(request.answers);
        const lower = Math.max(0, Math.min(trade?.lower ?? prediction.trade_price, prediction.trade_price));
        const upper = Math.max(trade?.upper ?? prediction.trade_price, prediction.trade_price);
        const low = Math.round(lower * factor);
        const high = Math.round(upper * factor);
        // The provider does not say how many cars its prediction rests on.
        return { kind: 'estimate', low, high, offer: Math.floor(low / 100) * 100, comparables: 0, provider: 'provider' };
      }),
  };
}
