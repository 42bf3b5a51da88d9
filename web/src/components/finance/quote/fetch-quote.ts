/**
 * The browser's call to POST /api/youx/quote: the answer's three figures, or a rejection for any
 * failure (a non-2xx, a body that is not a quote, no connection) — the panel shows dashes for all.
 */
import type { QuoteAnswer } from '@forecourt/schemas/finance/quote-answer';

export const YOUX_QUOTE_PATH = '/api/youx/quote';

/** SWR key: the path, the car (one cache entry per car) and the JSON body. */
export type QuoteKey = readonly [path: string, carId: string, body: string];

export async function fetchQuote([path, , body]: QuoteKey): Promise<QuoteAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`finance quote: HTTP ${response.status}`);
  // The answer's model (zod/mini, a 20 KB gzip chunk as Turbopack builds it) loads with the answer, not with the page: the
  // quote is fetched after the page is up, and most of the pages that show it need no zod otherwise.
  const [{ QuoteAnswerSchema }, answer] = await Promise.all([import('@forecourt/schemas/finance/quote-answer'), response.json() as Promise<unknown>]);
  return QuoteAnswerSchema.parse(answer);
}
