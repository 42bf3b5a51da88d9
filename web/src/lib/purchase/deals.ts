/**
 * The online purchase journey's server side (issue 16; spec §2 /checkout-journey): the shopper's
 * draft found, each step saved when its schema passes, and the finished deal submitted once its
 * deposit is held — one lead to the dealer, in the same transaction as the deal's status.
 */
import { randomUUID } from 'node:crypto';
import {
  PURCHASE_MESSAGES,
  RESERVE_MESSAGES,
  purchaseStepSchema,
  type PurchaseDealSave,
  type PurchaseDealView,
  type PurchaseSubmitAnswer,
} from '@forecourt/schemas/checkout';
import { localDateTimeIn } from '@forecourt/schemas/leads';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { showOnlinePurchase } from '@/domain/buttons';
import { calculatorSettings } from '@/domain/finance-calculator';
import { isLocationOfType } from '@/domain/locations';
import type { Location, Site } from '@/lib/content/models';
import { dealOfUser, draftDeal, heldReservationOfDeal, saveDraft, submitDeal } from '@/lib/db/purchase-deals';
import type { PurchaseDealRow } from '@/lib/db/schema';
import { zodFieldMessages } from '@/lib/http/same-site-json';
import { leadDestinations } from '@/lib/leads/intake/destinations';
import { linkOrigin } from '@/lib/leads/delivery/vendor';
import { dealCar } from './deal-car';
import { dealData, isComplete, VERIFIED_TRADE_IN_KEY, type DealData } from './deal-data';
import type { PurchaseDeps } from './deps';
import { purchaseLead } from './lead';
import { verifiedTradeIn } from './trade-in';
import { canSaveStep, isPurchaseStep, reachedAfterSaving } from '@/domain/purchase-steps';
import { dealBreakdown, dealView } from './view';

type Failure = { status: 400 | 404 | 409; error: string; fields?: Record<string, string> };
export type DealAnswer = { status: 200 | 201; answer: PurchaseDealView } | Failure;
export type SubmitAnswer = { status: 200 | 201; answer: PurchaseSubmitAnswer } | Failure;

/** The site's deposit in dollars (reserveDeposit decides whether there is one at all). */
const depositOf = (site: Site) => site.features.reserve_deposit ?? 0;

/** The dealer's calendar date for the car (delivery dates and ages are the dealer's days). */
export function dealerToday(now: Date, timeZone: string): string {
  return localDateTimeIn(now, timeZone).slice(0, 10);
}

/** Where a car bought online may be picked up: the site's visible sales locations. */
export function pickupLocations(locations: readonly Location[]): Location[] {
  return locations.filter((l) => l.visible && isLocationOfType(l, 'sales'));
}

async function viewOf(site: Site, row: PurchaseDealRow, deps: PurchaseDeps): Promise<PurchaseDealView> {
  const held = row.status === 'draft' ? await heldReservationOfDeal(deps.db, site.slug, row.id) : undefined;
  return dealView(row, { deposit: depositOf(site), settings: calculatorSettings(site), ...(held ? { heldReservationId: held.id } : {}) });
}

/** The shopper's draft for a car (by id or slug). */
export async function findDraft(site: Site, userId: string, carIdOrSlug: string, deps: PurchaseDeps): Promise<DealAnswer> {
  const car = await deps.findCar(site, carIdOrSlug);
  if (!car) return { status: 404, error: PURCHASE_MESSAGES.notAvailable };
  const row = await draftDeal(deps.db, { site: site.slug, userId, carId: car.id });
  if (!row) return { status: 404, error: PURCHASE_MESSAGES.noDraft };
  return { status: 200, answer: await viewOf(site, row, deps) };
}

function invalid(fields: Record<string, string>): Failure {
  return { status: 400, error: Object.values(fields)[0] ?? PURCHASE_MESSAGES.invalid, fields };
}

/** Saves one step of the shopper's draft of the car (creating the draft on its first save). */
export async function saveDealStep(site: Site, userId: string, body: PurchaseDealSave, deps: PurchaseDeps): Promise<DealAnswer> {
  const now = deps.now();
  const car: Vehicle | undefined = await deps.findCar(site, body.car_id);
  if (!car) return { status: 404, error: PURCHASE_MESSAGES.notAvailable };
  const key = { site: site.slug, userId, carId: car.id };
  const existing = await draftDeal(deps.db, key);
  // A draft carries on even once its own deposit has reserved the car; a new one needs the button's rule.
  if (!existing && !showOnlinePurchase(car, site)) {
    return car.reserved ? { status: 409, error: RESERVE_MESSAGES.justReserved } : { status: 404, error: PURCHASE_MESSAGES.notAvailable };
  }
  const reached = existing && isPurchaseStep(existing.step) ? existing.step : 'car';
  if (!canSaveStep(body.step, reached)) return { status: 400, error: PURCHASE_MESSAGES.stepOutOfOrder, fields: { step: PURCHASE_MESSAGES.stepOutOfOrder } };

  const snapshot = dealCar(car, site);
  const locationIds = pickupLocations(await deps.locations(site)).map((l) => l.location_id);
  const parsed = purchaseStepSchema(body.step, { today: dealerToday(now, snapshot.time_zone), locationIds }).safeParse(body.data);
  if (!parsed.success) return invalid(zodFieldMessages(parsed.error));
  const stepData = parsed.data as DealData[keyof DealData];

  let verified: DealData[typeof VERIFIED_TRADE_IN_KEY];
  if (body.step === 'trade_in' && (stepData as DealData['trade_in'])?.choice === 'valued') {
    const ref = stepData as Extract<DealData['trade_in'], { choice: 'valued' }>;
    const checked = await verifiedTradeIn(deps.db, site.slug, ref);
    if (!checked.ok) return invalid({ valuation_id: checked.error });
    verified = checked.summary;
  }

  const row = await saveDraft(deps.db, key, deps.newId?.() ?? randomUUID(), now, (current) => {
    const data: DealData = dealData(current?.data);
    const next: DealData = { ...data, [body.step]: stepData };
    if (body.step === 'trade_in') {
      delete next[VERIFIED_TRADE_IN_KEY];
      if (verified) next[VERIFIED_TRADE_IN_KEY] = verified;
    }
    const from = current && isPurchaseStep(current.step) ? current.step : 'car';
    return { step: reachedAfterSaving(body.step, from), data: next as Record<string, unknown>, carSlug: car.slug, car: snapshot };
  });
  return { status: existing ? 200 : 201, answer: await viewOf(site, row, deps) };
}

/** Submits the shopper's deal once its deposit is held: one lead, the deal marked submitted. */
export async function submitPurchase(site: Site, userId: string, dealId: string, deps: PurchaseDeps): Promise<SubmitAnswer> {
  const now = deps.now();
  const deal = await dealOfUser(deps.db, site.slug, userId, dealId);
  if (!deal) return { status: 404, error: PURCHASE_MESSAGES.unknownDeal };
  if (deal.status === 'submitted' && deal.leadId && deal.reservationId) {
    return { status: 200, answer: { deal_id: deal.id, lead_id: deal.leadId, reservation_id: deal.reservationId } };
  }
  if (deal.status !== 'draft') return { status: 409, error: PURCHASE_MESSAGES.unknownDeal };
  const { data, car, breakdown } = dealBreakdown(deal, { deposit: depositOf(site), settings: calculatorSettings(site) });
  if (!isComplete(data) || !data.buyer || !data.delivery || !data.finance) return { status: 409, error: PURCHASE_MESSAGES.notSubmittable };
  const reservation = await heldReservationOfDeal(deps.db, site.slug, deal.id);
  if (!reservation || reservation.carId !== deal.carId) return { status: 409, error: PURCHASE_MESSAGES.depositNotPaid };

  // The valuation is read again (never the browser's offer, nor a stale copy).
  let tradeIn: Extract<Awaited<ReturnType<typeof verifiedTradeIn>>, { ok: true }> | undefined;
  if (data.trade_in?.choice === 'valued') {
    const checked = await verifiedTradeIn(deps.db, site.slug, data.trade_in);
    if (!checked.ok) return { status: 409, error: checked.error };
    tradeIn = checked;
  }
  const locations = await deps.locations(site);
  const pickupId = data.delivery.method === 'pickup' ? data.delivery.location_id : undefined;
  const pickupLocation = pickupId ? locations.find((l) => l.location_id === pickupId) : undefined;
  const { deliveries, emailSource } = leadDestinations(site, locations, {
    ...(pickupId ? { locationId: pickupId } : {}),
    ...(car.location_id ? { carLocationId: car.location_id } : {}),
  });
  const complete = { ...data, buyer: data.buyer, delivery: data.delivery, finance: data.finance };
  const result = await submitDeal(deps.db, site.slug, userId, deal.id, now, (row) => ({
    lead: purchaseLead({
      site,
      deal: row,
      data: complete,
      breakdown,
      car,
      reservation,
      ...(tradeIn ? { tradeIn: { summary: tradeIn.summary, record: tradeIn.record } } : {}),
      ...(pickupLocation ? { pickupLocation } : {}),
      origin: linkOrigin(site),
      now,
    }),
    deliveries,
    reservationId: reservation.id,
  }));
  if (result.kind === 'missing') return { status: 404, error: PURCHASE_MESSAGES.unknownDeal };
  if (result.kind === 'closed') return { status: 409, error: PURCHASE_MESSAGES.unknownDeal };
  const answer = { deal_id: result.row.id, lead_id: result.row.leadId!, reservation_id: result.row.reservationId ?? reservation.id };
  if (result.kind === 'already') return { status: 200, answer };
  if (!emailSource) deps.log?.warn(`[purchase] ${site.slug}: deal ${deal.id} submitted, but the site has no e-mail address for leads`);
  deps.nudge?.();
  return { status: 201, answer };
}
