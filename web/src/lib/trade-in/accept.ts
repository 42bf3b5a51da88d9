/**
 * Step 4 of the valuation wizard: POST /api/trade-in/accept (issue 15; spec §3 Trade-in/valuation,
 * §4 "offer accepted (subcategory '3. Offer Accepted')", §7 event 18).
 *
 * The shopper accepts a valuation of THEIR started lead. That makes a new lead continuing it
 * (`parent_lead_id`): the same person, location and car of interest, the trade-in vehicle with its
 * answers and outcome (`trade_in`), delivered like every lead (its outbox rows commit with it and the
 * valuation's `accepted_at`). An online estimate accepted is '3. Offer Accepted' with event 18; a car
 * that got no online estimate is an appraisal request ('3. Appraisal Requested'), the shopper's note
 * kept. A valuation is accepted once: asking again answers the first lead (200).
 */
import { randomUUID } from 'node:crypto';
import type { AcceptAnswer, AcceptRequest, TradeInAnswers, TradeInVehicle, ValuationOutcome } from '@forecourt/schemas/trade-in';
import { tradeInAcceptRouting } from '@/domain/lead-routing';
import type { Location, Site } from '@/lib/content/models';
import type { Database } from '@/lib/db/open';
import type { LeadRow, NewLeadRow, TradeInValuationRow } from '@/lib/db/schema';
import { recordTrackingEvent } from '@/lib/db/tracking-events';
import { acceptValuation, valuationById } from '@/lib/db/trade-in';
import { leadDestinations } from '@/lib/leads/intake/destinations';
import { requestHash } from '@/lib/leads/intake/hashing';
import { TRADE_IN_MESSAGES } from './messages';
import { tradeInRecord, type TradeInRecord } from './record';
import { startedLead, type TradeInFailure } from './started-lead';

export interface AcceptDeps {
  db: Database;
  secret: string;
  locations: (site: Site) => Promise<Location[]>;
  now?: () => Date;
  log?: Pick<Console, 'warn'>;
}

export type AcceptResult = { status: 201 | 200; answer: AcceptAnswer } | TradeInFailure;

/** The valuation as stored at the estimate step (validated there). */
function storedValuation(row: TradeInValuationRow) {
  return {
    id: row.id,
    vehicle: row.vehicle as TradeInVehicle,
    kms: row.kms,
    answers: row.answers as TradeInAnswers,
    outcome: row.result as ValuationOutcome,
    createdAt: row.createdAt,
  };
}

/** What the estimate was, for the dealer: the range and the offer, or nothing when there was none. */
function estimateOf(outcome: ValuationOutcome) {
  return outcome.kind === 'estimate' ? { low: outcome.low, high: outcome.high, offer: outcome.offer } : undefined;
}

/** The path of the page the wizard was on (where the lead started), for the tracking event. */
function pagePath(pageUrl: string | null): string | undefined {
  if (!pageUrl) return undefined;
  try {
    const url = new URL(pageUrl, 'http://site.invalid');
    return `${url.pathname}${url.search}`.slice(0, 500);
  } catch {
    return undefined;
  }
}

const carLocationOf = (car: unknown): string | undefined => {
  const id = car && typeof car === 'object' ? (car as { location_id?: unknown }).location_id : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
};

/** The new lead: the started lead's person, place and car, with the trade-in the shopper accepted. */
function acceptingLead(started: LeadRow, valuation: ReturnType<typeof storedValuation>, message: string | undefined, now: Date): NewLeadRow {
  const route = tradeInAcceptRouting(valuation.outcome);
  const offerAccepted = valuation.outcome.kind === 'estimate';
  const contact = started.payload && typeof started.payload === 'object' ? (started.payload as Record<string, unknown>) : {};
  const { vehicle, kms, answers, outcome } = valuation;
  // Spec §3 "Trade-in/valuation" fields, under their wire names, so the webhook's `fields` read as the spec lists them.
  const payload = {
    name: started.firstName,
    ...(started.lastName ? { last_name: started.lastName } : {}),
    email: started.email,
    phone: started.phone,
    ...(started.postcode ? { postcode: started.postcode } : {}),
    ...(started.locationId ? { location_id: started.locationId } : {}),
    ...(typeof contact.opt_in === 'boolean' ? { opt_in: contact.opt_in } : {}),
    ...(typeof contact.terms_agreed === 'boolean' ? { terms_agreed: contact.terms_agreed } : {}),
    lead_id: started.id,
    valuation_id: valuation.id,
    ...(vehicle.rego ? { rego: vehicle.rego } : {}),
    ...(vehicle.regoState ? { regoState: vehicle.regoState } : {}),
    kms,
    adjustments: answers,
    ...(estimateOf(outcome) ? { estimate: estimateOf(outcome) } : {}),
    offer_accepted: offerAccepted,
    form_completed: true,
    category: route.category,
    subcategory: route.subcategory,
    ...(message ? { message } : {}),
  };
  const tradeIn: TradeInRecord = { ...tradeInRecord(valuation), offer_accepted: offerAccepted };
  return {
    id: randomUUID(),
    site: started.site,
    form: started.form,
    category: route.category,
    subcategory: route.subcategory,
    carId: started.carId,
    car: started.car,
    dealershipSlug: started.dealershipSlug,
    locationId: started.locationId,
    firstName: started.firstName,
    lastName: started.lastName,
    email: started.email,
    phone: started.phone,
    postcode: started.postcode,
    preferredContact: started.preferredContact,
    message: message ?? null,
    payload,
    pageUrl: started.pageUrl,
    visitedPages: started.visitedPages,
    linkedQueryParams: started.linkedQueryParams,
    userAgent: started.userAgent,
    marketingOptIn: started.marketingOptIn,
    termsAgreed: started.termsAgreed,
    idempotencyKey: null,
    requestHash: requestHash('trade_in:accept', started.carId ?? undefined, { valuation_id: valuation.id }),
    tradeIn,
    parentLeadId: started.id,
    createdAt: now,
  };
}

export async function acceptTradeIn(site: Site, request: AcceptRequest, deps: AcceptDeps): Promise<AcceptResult> {
  const now = deps.now?.() ?? new Date();
  const log = deps.log ?? console;
  const started = await startedLead(deps.db, deps.secret, site.slug, request);
  if (!started.ok) return { status: started.status, error: started.error };
  const lead = started.lead;
  const row = await valuationById(deps.db, site.slug, request.valuation_id);
  if (!row || row.leadId !== lead.id) return { status: 404, error: TRADE_IN_MESSAGES.unknownValuation };

  const valuation = storedValuation(row);
  const newLead = acceptingLead(lead, valuation, request.message || undefined, now);
  const destinations = leadDestinations(site, await deps.locations(site), {
    ...(lead.locationId ? { locationId: lead.locationId } : {}),
    ...(carLocationOf(lead.car) ? { carLocationId: carLocationOf(lead.car) } : {}),
  });
  const result = await acceptValuation(deps.db, row, newLead, destinations.deliveries, now);
  if ('missing' in result) return { status: 404, error: TRADE_IN_MESSAGES.unknownValuation };
  const answer: AcceptAnswer = { lead_id: result.leadId, subcategory: result.subcategory ?? '' };
  if (!result.created) return { status: 200, answer };

  if (!destinations.emailSource) log.warn(`[trade-in] ${site.slug}: lead ${result.leadId} stored, but the site has no e-mail address for leads`);
  // The wizard has no form post of its own to count: the server records the event, once per new lead.
  try {
    const route = tradeInAcceptRouting(valuation.outcome);
    await recordTrackingEvent(
      deps.db,
      site.slug,
      {
        eventId: route.eventId,
        ...(lead.carId ? { carId: lead.carId } : {}),
        ...(pagePath(lead.pageUrl) ? { path: pagePath(lead.pageUrl) } : {}),
        params: {
          form: 'trade_in',
          subcategory: route.subcategory,
          vehicleMake: valuation.vehicle.make,
          vehicleModel: valuation.vehicle.model,
          vehicleYear: String(valuation.vehicle.year),
          vehicleKilometers: String(valuation.kms),
          ...(valuation.vehicle.badge ? { vehicleGrade: valuation.vehicle.badge } : {}),
        },
      },
      now,
    );
  } catch (error) {
    // Spec §7: tracking failures are only warned and never block. The lead is already committed.
    log.warn(`[trade-in] ${site.slug}: the tracking event of lead ${result.leadId} was not recorded`, error);
  }
  return { status: 201, answer };
}
