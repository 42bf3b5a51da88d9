/**
 * A submitted deal as ONE lead for the dealer (form 'online_purchase', category 'Online Purchase',
 * subcategory 'Deal Submitted'): the car as the shopper last saw it, the trade-in the valuation wizard
 * valued (the `trade_in` column, so the ADF has its trade-in vehicle), and in the payload the deposit's
 * payment reference, the price breakdown, the finance choice, the delivery or pick-up and the buyer —
 * with the driver licence masked to its state and last three characters (domain/driver-licence.ts).
 */
import { randomUUID } from 'node:crypto';
import { PURCHASE_LEAD, type PriceBreakdown, type TradeInSummary } from '@forecourt/schemas/checkout';
import type { Location, Site } from '@/lib/content/models';
import type { NewLeadRow, PurchaseDealRow, ReservationRow } from '@/lib/db/schema';
import { requestHash } from '@/lib/leads/intake/hashing';
import type { TradeInRecord } from '@/lib/trade-in/record';
import { financeTermsText } from '@/domain/purchase-breakdown';
import type { DealData } from './deal-data';
import { maskedLicence } from '@/domain/driver-licence';

export interface PurchaseLeadInput {
  site: Pick<Site, 'slug'>;
  deal: PurchaseDealRow;
  data: Required<Pick<DealData, 'buyer' | 'delivery' | 'finance'>> & DealData;
  breakdown: PriceBreakdown;
  car: { title: string; location_id?: string };
  reservation: Pick<ReservationRow, 'id' | 'paymentIntentId' | 'leadId'>;
  tradeIn?: { summary: TradeInSummary; record: TradeInRecord };
  pickupLocation?: Pick<Location, 'location_id' | 'name'>;
  /** The site's public address, for the lead's page link. */
  origin: string;
  now: Date;
}

function financePayload(data: PurchaseLeadInput['data'], breakdown: PriceBreakdown) {
  const finance = data.finance;
  if (finance.method === 'outright') return { method: 'outright' as const };
  if (finance.method === 'pre_approval') {
    return { method: 'pre_approval' as const, ...(finance.application_id ? { application_id: finance.application_id } : {}), ...(finance.note ? { note: finance.note } : {}) };
  }
  const figures = breakdown.finance;
  return {
    method: 'dealer' as const,
    term_years: figures?.term_years ?? finance.term_years,
    interest_rate: figures?.interest_rate ?? finance.interest_rate,
    frequency: figures?.frequency ?? finance.frequency,
    ...(figures ? { amount: figures.amount, repayment: figures.repayment, repayment_text: figures.repayment_text, terms: financeTermsText(figures) } : {}),
  };
}

function deliveryPayload(data: PurchaseLeadInput['data'], pickup: PurchaseLeadInput['pickupLocation']) {
  const d = data.delivery;
  if (d.method === 'pickup') return { method: 'pickup' as const, location_id: d.location_id, ...(pickup ? { location_name: pickup.name } : {}), preferred_date: d.preferred_date };
  return { method: 'delivery' as const, street: d.street, suburb: d.suburb, state: d.state, postcode: d.postcode, preferred_date: d.preferred_date };
}

export function purchaseLead(input: PurchaseLeadInput): NewLeadRow {
  const { deal, data, breakdown, reservation, tradeIn, now } = input;
  const buyer = data.buyer;
  const delivery = deliveryPayload(data, input.pickupLocation);
  const payload = {
    name: buyer.name,
    last_name: buyer.last_name,
    email: buyer.email,
    phone: buyer.phone,
    terms_agreed: true,
    deal_id: deal.id,
    reservation_id: reservation.id,
    payment_reference: reservation.paymentIntentId,
    deposit: breakdown.deposit_text,
    price_breakdown: breakdown,
    finance: financePayload(data, breakdown),
    delivery,
    // Personal data: never the whole number outside the deal (domain/driver-licence.ts).
    licence: maskedLicence(buyer.licence_number, buyer.licence_state),
    ...(tradeIn ? { trade_in: tradeIn.summary } : {}),
    category: PURCHASE_LEAD.category,
    subcategory: PURCHASE_LEAD.subcategory,
  };
  const pickupId = delivery.method === 'pickup' ? delivery.location_id : undefined;
  return {
    id: randomUUID(),
    site: deal.site,
    form: PURCHASE_LEAD.form,
    category: PURCHASE_LEAD.category,
    subcategory: PURCHASE_LEAD.subcategory,
    carId: deal.carId,
    car: deal.car,
    dealershipSlug: null,
    locationId: pickupId ?? input.car.location_id ?? null,
    firstName: buyer.name,
    lastName: buyer.last_name,
    email: buyer.email,
    phone: buyer.phone,
    postcode: delivery.method === 'delivery' ? delivery.postcode : null,
    preferredContact: null,
    message: `Bought online: the ${input.car.title}, ${breakdown.deposit_text} deposit paid (payment ${reservation.paymentIntentId}).`,
    payload,
    pageUrl: `${input.origin}/checkout-journey?car_id=${encodeURIComponent(deal.carSlug)}`,
    visitedPages: [],
    linkedQueryParams: {},
    userAgent: null,
    marketingOptIn: false,
    termsAgreed: true,
    idempotencyKey: null,
    requestHash: requestHash(PURCHASE_LEAD.form, deal.carId, { deal_id: deal.id }),
    tradeIn: tradeIn?.record ?? null,
    // The reservation's lead (sent when the deposit was paid) is the deal's start: the CRM can join them.
    parentLeadId: reservation.leadId ?? null,
    createdAt: now,
  };
}
