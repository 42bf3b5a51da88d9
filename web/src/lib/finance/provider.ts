/**
 * The finance partner's quote API (Youx, spec §8), the production engine when FINANCE_API_URL and
 * FINANCE_API_KEY are set.
 *
 * Youx's API is not public: neither its documentation nor any client of it could be found. The
 * shape below is modelled on what the spec shows the site sending and reading (the page posts the
 * partner's own field names to /api/youx/quote and reads the partner's figures back), as a plain
 * REST call; adjust FINANCE_QUOTE_PATH and the header here when the partner's documentation is in hand.
 *
 *   POST {FINANCE_API_URL}/quote
 *     Authorization: Bearer {FINANCE_API_KEY}
 *     Content-Type: application/json
 *     {"selfAssessedCreditScore":"GREAT","purchasePrice":25990,"loanTerm":5,"year":2021,
 *      "vin":"…"?,"nvic":"…"?,"whoIsHelping":"…"?}
 *   200 {"weeklyRepaymentAmount":123.45,"advertisedRate":6.29,"comparisonRate":8.19, …more ignored}
 *   4xx/5xx: any body (a JSON {message} or {error} is quoted in the log line)
 *
 * Every failure is a FinanceProviderError (types.ts): non-2xx (unauthorized, rejected, unavailable),
 * an answer that is not the quote shape (bad-response), no answer within the timeout (timeout, the
 * whole call including the body), or no connection (network). Messages are for logs and never carry
 * the key. A quote is idempotent, but the page shows dashes rather than wait, so no retries here.
 */
import 'server-only';
import { QuoteAnswerSchema, type QuoteAnswer, type QuoteRequest } from '@forecourt/schemas/finance/quote';
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';
import { FinanceProviderError, type FinanceFailureReason, type FinanceQuoteEngine, type QuoteOptions } from './types';

export const FINANCE_QUOTE_PATH = '/quote';
/** A quote is a few hundred bytes; anything far larger is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface ProviderOptions {
  /** FINANCE_API_URL: the partner's API base (a path prefix is kept). */
  baseUrl: string;
  apiKey: string;
  /** FINANCE_TIMEOUT_MS. */
  timeoutMs: number;
}

function reasonForStatus(status: number): FinanceFailureReason {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'rejected';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The partner's own words from an error body, if it sent any. */
function detail(text: string): string {
  const json = parseJson(text) as { message?: unknown; error?: unknown } | undefined;
  const said = typeof json?.message === 'string' ? json.message : typeof json?.error === 'string' ? json.error : '';
  return said ? `: ${said}` : '';
}

export function providerQuoteEngine({ baseUrl, apiKey, timeoutMs }: ProviderOptions): FinanceQuoteEngine {
  const url = `${baseUrl.replace(/\/+$/, '')}${FINANCE_QUOTE_PATH}`;
  const scrub = (text: string) => (apiKey ? text.split(apiKey).join('[key]') : text).replace(/[\r\n]+/g, ' ').slice(0, 300);
  const fail = (message: string, reason: FinanceFailureReason, extra: { status?: number; cause?: unknown } = {}) =>
    new FinanceProviderError(scrub(`finance partner: ${message}`), { reason, ...extra });

  return {
    name: 'provider',
    async quote(request: QuoteRequest, options: QuoteOptions = {}): Promise<QuoteAnswer> {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      let status: number;
      let text: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
          signal: controller.signal,
          // A redirect is not part of the contract, and must not carry the key elsewhere.
          redirect: 'manual',
          // Next keeps only 200 answers (the figures), matched on the URL, method, headers and body.
          ...(options.keepForSeconds ? { next: { revalidate: options.keepForSeconds } } : { cache: 'no-store' as const }),
        });
        status = response.status;
        text = await readLimited(response, MAX_ANSWER_BYTES);
      } catch (error) {
        if (timedOut) throw fail(`no answer within ${timeoutMs} ms`, 'timeout', { cause: error });
        if (error instanceof BodyTooLarge) throw fail(`the answer is over ${MAX_ANSWER_BYTES} bytes`, 'bad-response', { cause: error });
        const cause = error instanceof Error ? error.cause : undefined;
        const code = cause && typeof cause === 'object' && 'code' in cause ? ` (${String(cause.code)})` : '';
        throw fail(`could not be reached${code}: ${error instanceof Error ? error.message : String(error)}`, 'network', { cause: error });
      } finally {
        clearTimeout(timer);
      }

      if (status < 200 || status > 299) {
        throw fail(`HTTP ${status}${detail(text)}`, reasonForStatus(status), { status });
      }
      const json = parseJson(text);
      if (json === undefined) throw fail(`HTTP ${status} with a body that is not JSON`, 'bad-response', { status });
      const answer = QuoteAnswerSchema.safeParse(json);
      if (!answer.success) {
        throw fail(`HTTP ${status} without a quote (${answer.error.issues[0]?.message ?? 'wrong shape'})`, 'bad-response', { status });
      }
      return answer.data;
    },
  };
}
