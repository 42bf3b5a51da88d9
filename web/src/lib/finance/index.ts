/**
 * Finance quotes (spec §8 POST /api/youx/quote), from the environment: the finance partner's API
 * (provider.ts) when FINANCE_API_URL and FINANCE_API_KEY are both set, otherwise the embedded engine
 * over the configured rate table (embedded.ts, rate-table.ts). Callers use `quote` and show dashes on
 * a FinanceProviderError.
 */
import 'server-only';
import type { QuoteAnswer, QuoteRequest } from '@forecourt/schemas/finance/quote';
import { env } from '@/env';
import { embeddedQuoteEngine } from './embedded';
import { providerQuoteEngine } from './provider';
import type { FinanceQuoteEngine } from './types';

export { FinanceProviderError, type FinanceFailureReason, type FinanceQuoteEngine, type QuoteOptions } from './types';

let engine: FinanceQuoteEngine | undefined;

/** The engine the environment chooses, built once. */
export function financeQuoteEngine(): FinanceQuoteEngine {
  if (engine) return engine;
  if (env.FINANCE_API_URL && env.FINANCE_API_KEY) {
    engine = providerQuoteEngine({ baseUrl: env.FINANCE_API_URL, apiKey: env.FINANCE_API_KEY, timeoutMs: env.FINANCE_TIMEOUT_MS });
  } else {
    if (env.FINANCE_API_URL || env.FINANCE_API_KEY) {
      // A deployment that set one of the two would otherwise quote from the sample table, silently.
      console.warn('[finance] only one of FINANCE_API_URL and FINANCE_API_KEY is set: quoting from the embedded rate table');
    }
    engine = embeddedQuoteEngine();
  }
  return engine;
}

/** A quote for a checked request; rejects with a FinanceProviderError when the partner fails. */
export function quote(request: QuoteRequest): Promise<QuoteAnswer> {
  return financeQuoteEngine().quote(request);
}
