/**
 * Trade-in valuation and rego lookup (ARCHITECTURE: one module per outside system). The valuation
 * provider's API (provider.ts) when VALUATION_API_URL and VALUATION_API_KEY are both set; otherwise
 * the embedded engine (embedded.ts): comparable cars in the dealer group's own stock and a local
 * register of demo regos. Callers value a car through `valueTradeIn`, which applies the spec §5
 * eligibility rule first and turns an engine outage into an offer of an in-person appraisal.
 */
import 'server-only';
import type { ValuationOutcome } from '@forecourt/schemas/trade-in';
import { env } from '@/env';
import { content } from '@/lib/content';
import { searchEngine } from '@/lib/search';
import { createEmbeddedValuationEngine } from './embedded';
import { createProviderEngine } from './provider';
import type { ValuationEngine, ValuationRequest } from './types';
import { valueWith } from './value';

function create(): ValuationEngine {
  const embedded = createEmbeddedValuationEngine({
    sites: content,
    stock: searchEngine,
    settings: { margin: env.VALUATION_MARGIN, reconditioning: env.VALUATION_RECONDITIONING },
  });
  if (!(env.VALUATION_API_URL && env.VALUATION_API_KEY)) return embedded;
  return createProviderEngine({
    url: env.VALUATION_API_URL,
    apiKey: env.VALUATION_API_KEY,
    timeoutMs: env.VALUATION_TIMEOUT_MS,
    vehicleOptions: (request) => embedded.vehicleOptions(request),
  });
}

const globalForValuation = globalThis as unknown as { forecourtValuation?: ValuationEngine };

/** One engine per server process. */
export function valuationEngine(): ValuationEngine {
  return (globalForValuation.forecourtValuation ??= create());
}

/** The car's valuation: 'appraisal' past the spec §5 limits, else the engine's estimate or decline. */
export function valueTradeIn(request: ValuationRequest, engine: ValuationEngine = valuationEngine()): Promise<ValuationOutcome> {
  return valueWith(engine, request, { timeoutMs: env.VALUATION_TIMEOUT_MS });
}

export type * from './types';
