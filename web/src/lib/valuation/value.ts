/**
 * The valuation step (index.ts `valueTradeIn`): spec §5 eligibility first — over 7 years or over
 * 100,000 km gets no online estimate, whichever engine is configured — then the engine, within a
 * time limit. An engine that fails or takes too long declines with `provider_unavailable`, so the
 * shopper is offered an in-person appraisal rather than an error; the failure is logged once.
 */
import type { ValuationOutcome } from '@forecourt/schemas/trade-in';
import { tradeInEligibility } from '@/domain/trade-in';
import { describeError, ValuationProviderError } from './errors';
import type { ValuationEngine, ValuationRequest } from './types';

export interface ValueOptions {
  /** How long the engine may take (VALUATION_TIMEOUT_MS). */
  timeoutMs: number;
  log?: (message: string) => void;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ValuationProviderError(`no valuation within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export async function valueWith(engine: ValuationEngine, request: ValuationRequest, options: ValueOptions): Promise<ValuationOutcome> {
  // The wizard identifies a car by model year only: no build or compliance date to age it by.
  const eligibility = tradeInEligibility(
    { year: request.vehicle.year, km: request.kms, build_date: undefined, compliance_date: undefined },
    request.now,
  );
  if (!eligibility.eligible) return { kind: 'appraisal', reasons: eligibility.reasons };
  try {
    return await within(engine.value(request), options.timeoutMs);
  } catch (error) {
    (options.log ?? console.error)(`[valuation] the ${engine.name} engine could not value a car (${describeError(error)}); an appraisal is offered`);
    return { kind: 'declined', reason: 'provider_unavailable' };
  }
}
