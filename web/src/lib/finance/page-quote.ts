/**
 * The finance partner's quote for a vehicle page, asked by the server while it draws the page (spec
 * §5 "finance-partner widget", §8 "Quote fetched once if missing and price is positive").
 *
 * Why the server asks: the request is the same for every shopper (the car's price and year at the
 * spec's defaults, domain/vehicle-quote.ts), so one answer kept with the cached page (300 s) serves
 * everyone. The page arrives with its figures instead of '…', the partner is asked once per car per
 * page render instead of once per visit, and the browser loads no quote code at all (the request,
 * SWR, the answer's zod check and the figures' formatting were fetched and run after every vehicle
 * page had loaded, a run of long tasks in its Lighthouse traces).
 *
 * A page does not wait long for it: when the partner fails or is slower than FINANCE_PAGE_WAIT_MS the
 * answer is undefined, the page is drawn without it, and its browser code asks POST /api/youx/quote
 * as before (components/finance/quote/LiveQuote.tsx).
 */
import 'server-only';
import { QuoteRequestSchema, type QuoteAnswer } from '@forecourt/schemas/finance/quote';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { financedPrice, vehicleQuoteRequest } from '@/domain/vehicle-quote';
import { env } from '@/env';
import { financeQuoteEngine } from './index';
import { FinanceProviderError, type FinanceQuoteEngine } from './types';

/** As long as a vehicle page is cached (app/[site]/cars/[slug]/page.tsx `revalidate`, a literal Next reads from the source; page-quote.test.ts keeps the two equal). */
export const PAGE_QUOTE_KEEP_SECONDS = 300;

export type QuotedVehicle = Pick<
  Vehicle,
  'id' | 'status' | 'price' | 'offer_price' | 'year' | 'vin' | 'nvic' | 'youxQuote'
>;

export interface PageQuoteOptions {
  engine?: FinanceQuoteEngine;
  /** How long the render waits: FINANCE_PAGE_WAIT_MS (1 s by default). The adapter's own FINANCE_TIMEOUT_MS is for the shopper's ask. */
  waitMs?: number;
}

/**
 * The quote a vehicle page shows: the stock feed's own (youxQuote) when it has one; else, for a car
 * in stock with a price, the partner's answer if it comes within `waitMs`; else undefined (nothing
 * to ask, or the browser asks). Never rejects: a quote must not cost the page.
 */
export async function vehiclePageQuote(
  vehicle: QuotedVehicle,
  { engine, waitMs = env.FINANCE_PAGE_WAIT_MS }: PageQuoteOptions = {},
): Promise<QuoteAnswer | undefined> {
  if (vehicle.youxQuote) return vehicle.youxQuote;
  const price = financedPrice(vehicle);
  if (price === undefined) return undefined;
  const request = QuoteRequestSchema.safeParse(
    vehicleQuoteRequest({ purchasePrice: price, year: vehicle.year, vin: vehicle.vin, nvic: vehicle.nvic }),
  );
  // vehicleQuoteRequest asks nothing the schema refuses; kept so the engine only ever sees a checked request.
  if (!request.success) return undefined;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  let asked: Promise<{ answer: QuoteAnswer } | { error: unknown }>;
  try {
    asked = (engine ?? financeQuoteEngine())
      .quote(request.data, { keepForSeconds: PAGE_QUOTE_KEEP_SECONDS })
      .then(
        (answer) => ({ answer }),
        (error: unknown) => ({ error }),
      );
  } catch (error) {
    asked = Promise.resolve({ error });
  }
  const outcome = await Promise.race([asked, late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    console.warn(
      `[finance] no quote for ${vehicle.id} within ${waitMs} ms while drawing its page: the browser asks`,
    );
    return undefined;
  }
  if ('error' in outcome) {
    const { error } = outcome;
    const why =
      error instanceof FinanceProviderError
        ? `${error.reason}: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    console.warn(`[finance] no quote for ${vehicle.id} while drawing its page (${why}): the browser asks`);
    return undefined;
  }
  return outcome.answer;
}
