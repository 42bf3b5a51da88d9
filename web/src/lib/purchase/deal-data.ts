/**
 * A deal's `data` column read back: each step's answers re-checked by the step's schema in its
 * form-only mode (no dates against today: they were checked when saved), plus the trade-in the server
 * verified. Only known keys are read, as own properties, so nothing else stored there (an old shape,
 * a hostile key) comes back out.
 */
import {
  buyerStepSchema,
  deliveryStepSchema,
  FinanceStepSchema,
  ReviewStepSchema,
  TradeInStepSchema,
  TradeInSummarySchema,
  type PurchaseDealData,
  type TradeInSummary,
} from '@forecourt/schemas/checkout';
import { own } from '@forecourt/schemas/own';
import type { z } from 'zod';

/** Where the server keeps the verified trade-in beside the shopper's own answers. */
export const VERIFIED_TRADE_IN_KEY = 'trade_in_valuation';

/** The shopper's answers (the wire's PurchaseDealData) and, beside them, the trade-in the server verified. */
export interface DealData extends PurchaseDealData {
  [VERIFIED_TRADE_IN_KEY]?: TradeInSummary;
}

function read<T>(data: unknown, key: string, schema: z.ZodType<T>): T | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const parsed = schema.safeParse(own(data as Record<string, unknown>, key));
  return parsed.success ? parsed.data : undefined;
}

const present = (data: unknown, key: string) => !!data && typeof data === 'object' && own(data as Record<string, unknown>, key) !== undefined;

export function dealData(data: unknown): DealData {
  const out: DealData = {};
  if (present(data, 'car')) out.car = {};
  const tradeIn = read(data, 'trade_in', TradeInStepSchema);
  if (tradeIn) out.trade_in = tradeIn;
  const finance = read(data, 'finance', FinanceStepSchema);
  if (finance) out.finance = finance;
  const delivery = read(data, 'delivery', deliveryStepSchema());
  if (delivery) out.delivery = delivery;
  const buyer = read(data, 'buyer', buyerStepSchema());
  if (buyer) out.buyer = buyer;
  const review = read(data, 'review', ReviewStepSchema);
  if (review) out.review = review;
  if (present(data, 'deposit')) out.deposit = {};
  const verified = read(data, VERIFIED_TRADE_IN_KEY, TradeInSummarySchema);
  if (verified && tradeIn?.choice === 'valued' && verified.valuation_id === tradeIn.valuation_id) out[VERIFIED_TRADE_IN_KEY] = verified;
  return out;
}

/** Every step the dealer needs is answered (the deposit is the reservation's, checked apart). */
export function isComplete(data: DealData): boolean {
  return !!(data.car && data.trade_in && data.finance && data.delivery && data.buyer && data.review);
}
