/**
 * The finance quote module's interface (ARCHITECTURE: one module per outside system). Callers see
 * these shapes only; the embedded engine (embedded.ts, over the rate table) and the finance
 * partner's adapter (provider.ts) both implement FinanceQuoteEngine.
 */
import type { QuoteAnswer, QuoteRequest } from '@forecourt/schemas/finance/quote';

export interface QuoteOptions {
  /**
   * Asked while a cached page is drawn (page-quote.ts): the partner's answer may be kept this many
   * seconds, as long as the page itself. Without it every call asks afresh (`cache: 'no-store'`),
   * which inside the render of a page Next caches is an error: tried, Next answered the vehicle page
   * 500 (finance.test.ts's cases with the partner's API fail so).
   */
  keepForSeconds?: number;
}

export interface FinanceQuoteEngine {
  readonly name: 'embedded' | 'provider';
  /** Resolves with the figures or rejects with a FinanceProviderError; the request is already checked. */
  quote(request: QuoteRequest, options?: QuoteOptions): Promise<QuoteAnswer>;
}

export type FinanceFailureReason =
  /** No answer within FINANCE_TIMEOUT_MS. */
  | 'timeout'
  /** The partner could not be reached (DNS, refused, reset). */
  | 'network'
  /** 5xx or 429: the partner is down or busy; worth trying again later. */
  | 'unavailable'
  /** 401/403: our key is wrong or revoked. */
  | 'unauthorized'
  /** Another 4xx: the partner refused this request. */
  | 'rejected'
  /** 2xx whose body is not a quote (not JSON, or the wrong shape). */
  | 'bad-response';

/** A quote the partner could not give. `message` is for logs (never the key); callers show dashes. */
export class FinanceProviderError extends Error {
  override name = 'FinanceProviderError';
  readonly reason: FinanceFailureReason;
  /** The partner's HTTP status, when it answered. */
  readonly status: number | undefined;

  constructor(message: string, { reason, status, cause }: { reason: FinanceFailureReason; status?: number; cause?: unknown }) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
    this.status = status;
  }

  /** Worth trying again later (timeouts, outages), as against a refusal or a broken answer. */
  get temporary(): boolean {
    return this.reason === 'timeout' || this.reason === 'network' || this.reason === 'unavailable';
  }
}
