/**
 * The trade-in valuation module's interface (ARCHITECTURE: one module per outside system). Callers see
 * these shapes only; the embedded engine (comparable listings over the dealer group's own stock, a
 * local register of demo regos) and the provider adapter (VALUATION_API_URL + VALUATION_API_KEY) both
 * implement ValuationEngine.
 */
import type { Site } from '@/lib/content/models';
import type {
  RegoLookupAnswer,
  RegoLookupRequest,
  TradeInAnswers,
  TradeInVehicle,
  ValuationOutcome,
  VehicleOptionsAnswer,
} from '@forecourt/schemas/trade-in';

export interface ValuationRequest {
  site: Site;
  vehicle: TradeInVehicle;
  kms: number;
  answers: TradeInAnswers;
  now: Date;
}

export interface VehicleOptionsRequest {
  site: Site;
  year?: number;
  make?: string;
  model?: string;
}

export interface ValuationEngine {
  readonly name: 'embedded' | 'provider';
  /** Never throws for "not found": answers { found: false, message }. Throws only on outages/timeouts. */
  regoLookup(site: Site, request: RegoLookupRequest): Promise<RegoLookupAnswer>;
  /** Manual selection's next list of choices. */
  vehicleOptions(request: VehicleOptionsRequest): Promise<VehicleOptionsAnswer>;
  /**
   * The valuation. The spec §5 eligibility rule (over 7 years / 100,000 km → 'appraisal') is applied
   * by `valueTradeIn` in index.ts before any engine is asked, so engines only estimate or decline.
   * A provider outage answers { kind: 'declined', reason: 'provider_unavailable' } rather than throwing.
   */
  value(request: ValuationRequest): Promise<ValuationOutcome>;
}
