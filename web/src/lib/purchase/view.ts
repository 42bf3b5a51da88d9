/** A deal as its shopper's browser sees it (PurchaseDealView): their own answers and the server's figures. */
import type { PurchaseDealView } from '@forecourt/schemas/checkout';
import type { CalculatorSettings } from '@/domain/finance-calculator';
import type { PurchaseDealRow } from '@/lib/db/schema';
import { priceBreakdown } from '@/domain/purchase-breakdown';
import { dealData, VERIFIED_TRADE_IN_KEY } from './deal-data';
import { storedDealCar } from './deal-car';
import { isPurchaseStep } from '@/domain/purchase-steps';

export interface ViewContext {
  /** The site's deposit in dollars. */
  deposit: number;
  settings: CalculatorSettings;
  /** The deal's held deposit, before the deal is submitted. */
  heldReservationId?: string;
}

export function dealBreakdown(row: Pick<PurchaseDealRow, 'car' | 'carId' | 'carSlug' | 'data'>, context: Pick<ViewContext, 'deposit' | 'settings'>) {
  const data = dealData(row.data);
  const car = storedDealCar(row.car, { id: row.carId, slug: row.carSlug });
  const tradeIn = data[VERIFIED_TRADE_IN_KEY];
  return { data, car, tradeIn, breakdown: priceBreakdown(car, context.deposit, tradeIn?.offer, data.finance, context.settings) };
}

export type ViewRow = Pick<PurchaseDealRow, 'id' | 'status' | 'step' | 'car' | 'carId' | 'carSlug' | 'data' | 'reservationId' | 'leadId'>;

export function dealView(row: ViewRow, context: ViewContext): PurchaseDealView {
  const { data, car, tradeIn, breakdown } = dealBreakdown(row, context);
  const { [VERIFIED_TRADE_IN_KEY]: _verified, ...answers } = data;
  return {
    id: row.id,
    status: row.status,
    step: isPurchaseStep(row.step) ? row.step : 'car',
    car: { id: car.id, slug: car.slug, title: car.title, ...(car.stocknum ? { stocknum: car.stocknum } : {}), ...(car.image ? { image: car.image } : {}) },
    data: answers,
    breakdown,
    ...(tradeIn ? { trade_in: tradeIn } : {}),
    reservation_id: row.reservationId ?? context.heldReservationId ?? null,
    lead_id: row.leadId,
  };
}
