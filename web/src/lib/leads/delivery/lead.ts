/**
 * The lead as delivery sees it, read from a `leads` row. The row's JSON columns (`payload`, `car`,
 * `trade_in`: trade-in.ts) are
 * a boundary: they were validated at intake, but by whichever version of the form schema was live
 * then. So every field is read leniently — a field of an unexpected shape is dropped, never a reason
 * to hold a lead back from the dealer.
 */
import { z } from 'zod';
import { formatPrice } from '@/domain/price';
import { vehicleTitle } from '@/domain/vehicle-title';
import type { LeadRow } from '@/lib/db/schema';
import { own } from '@forecourt/schemas/own';
import { CAR_TYPES } from '@forecourt/schemas/vehicle/fields';
import { num, StringList, StringMap, text } from './lenient';
import { purchaseDealLines } from './purchase-deal';
import { tradeInLines, tradeInSnapshot, type TradeInSnapshot } from './trade-in';

/** The car as it was when the lead came in (the intake's snapshot). */
export const CarSnapshot = z.object({
  id: text,
  slug: text,
  stocknum: text,
  vin: text,
  year: num,
  make: text,
  model: text,
  badge: text,
  car_type: z.enum(CAR_TYPES).optional().catch(undefined),
  price: num,
  dealership_id: text,
  location_id: text,
  colour: text,
  km: num,
});
export type CarSnapshot = z.infer<typeof CarSnapshot>;

export interface DeliveryLead {
  id: string;
  site: string;
  form: string;
  category: string;
  subcategory?: string;
  createdAt: Date;
  firstName: string;
  lastName?: string;
  email?: string;
  phone?: string;
  postcode?: string;
  preferredContact?: string;
  message?: string;
  carId?: string;
  car?: CarSnapshot;
  dealershipSlug?: string;
  locationId?: string;
  /** The validated form fields as submitted (wire names: `offer_from_client`, `do-you-have-a-trade-in`...). */
  fields: Record<string, unknown>;
  pageUrl?: string;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
  userAgent?: string;
  marketingOptIn: boolean;
  /** The valuation wizard's trade-in (the `trade_in` column), on trade-in leads only. */
  tradeIn?: TradeInSnapshot;
  /** The lead this one continues (an accepted trade-in offer names the lead the wizard started). */
  parentLeadId?: string;
}

const opt = (v: string | null | undefined) => (v == null || v.trim() === '' ? undefined : v.trim());

/** The form fields: the payload itself, or its `fields` when the intake kept the whole envelope. */
function formFields(payload: unknown): Record<string, unknown> {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return {};
  const inner = (payload as { fields?: unknown }).fields;
  if (inner && typeof inner === 'object' && !Array.isArray(inner)) return { ...(inner as Record<string, unknown>) };
  return { ...(payload as Record<string, unknown>) };
}

export function deliveryLead(row: LeadRow): DeliveryLead {
  const car = row.car && typeof row.car === 'object' ? CarSnapshot.safeParse(row.car) : undefined;
  return {
    id: row.id,
    site: row.site,
    form: row.form,
    category: row.category,
    subcategory: opt(row.subcategory),
    createdAt: row.createdAt,
    firstName: row.firstName,
    lastName: opt(row.lastName),
    email: opt(row.email),
    phone: opt(row.phone),
    postcode: opt(row.postcode),
    preferredContact: opt(row.preferredContact),
    message: opt(row.message),
    carId: opt(row.carId),
    car: car?.success ? car.data : undefined,
    dealershipSlug: opt(row.dealershipSlug),
    locationId: opt(row.locationId),
    fields: formFields(row.payload),
    pageUrl: opt(row.pageUrl),
    visitedPages: StringList.parse(row.visitedPages),
    linkedQueryParams: StringMap.parse(row.linkedQueryParams),
    userAgent: opt(row.userAgent),
    marketingOptIn: row.marketingOptIn,
    tradeIn: tradeInSnapshot(row.tradeIn),
    parentLeadId: opt(row.parentLeadId),
  };
}

/**
 * "2021 Toyota Corolla Ascent Sport", or undefined when the lead is about no car. Feeds often repeat
 * the model at the start of the badge (model "Kona", badge "Kona" or "Kona N Line"): the repeat is
 * left out, so the title reads "2026 Hyundai Kona N Line", not "Kona Kona".
 */
export function carTitle(car: CarSnapshot | undefined): string | undefined {
  if (!car) return undefined;
  // The shoppers' title rule, so the dealer reads the car as the shopper saw it (no 'Kona Kona').
  const title = vehicleTitle({ year: car.year, make: car.make ?? '', model: car.model ?? '', badge: car.badge });
  return title === '' ? undefined : title;
}

/**
 * What kind of lead this is, in the dealer's words: the category, with the subcategory in brackets
 * when it adds something — "Vehicle Enquiry (Make an Offer)", "General Enquiry (Career Enquiry)",
 * "New Vehicle Enquiry". The category is used as it is, never prefixed: categories are whole names
 * already ("New Vehicle Enquiry"), and "New " in front of one read "New New Vehicle Enquiry" (and
 * called a used car's photo request a "New Vehicle Enquiry"). A subcategory that the category already
 * says is dropped, and one that contains the category replaces it ("Test Drive Only", not
 * "Test Drive (Test Drive Only)").
 */
export function leadLabel(lead: Pick<DeliveryLead, 'category' | 'subcategory'>): string {
  const category = lead.category.trim();
  const subcategory = lead.subcategory?.trim() ?? '';
  if (subcategory === '') return category;
  if (category === '' || subcategory.toLowerCase().includes(category.toLowerCase())) return subcategory;
  if (category.toLowerCase().includes(subcategory.toLowerCase())) return category;
  return `${category} (${subcategory})`;
}

export function fullName(lead: Pick<DeliveryLead, 'firstName' | 'lastName'>): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ');
}

/** A form field as trimmed text (numbers too), or undefined when missing, blank or not text. */
export function fieldText(lead: Pick<DeliveryLead, 'fields'>, name: string): string | undefined {
  return text.parse(own(lead.fields, name));
}
const field = fieldText;
const flag = (lead: DeliveryLead, name: string) => {
  const v = own(lead.fields, name);
  return v === true || v === 'true' || v === 'Yes' || v === 'yes' || v === 'on';
};

/** True when the shopper has a car to trade in: valued in the wizard, or said so on an enquiry form. */
export function hasTradeIn(lead: DeliveryLead): boolean {
  return (
    lead.tradeIn !== undefined ||
    field(lead, 'do-you-have-a-trade-in') === 'Yes' ||
    flag(lead, 'opt_in_trade') ||
    ['rego', 'kms', 'trade_in_year', 'trade_in_make', 'trade_in_model'].some((name) => field(lead, name) !== undefined)
  );
}

/** The trade-in car as far as the shopper described it: the wizard's car and valuation, or the form's answers. */
export function tradeInAnswers(lead: DeliveryLead): { label: string; value: string }[] {
  if (lead.tradeIn) return tradeInLines(lead.tradeIn);
  const answers: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined) answers.push({ label, value });
  };
  add('Has a trade-in', field(lead, 'do-you-have-a-trade-in') ?? (flag(lead, 'opt_in_trade') ? 'Yes' : undefined));
  add('Current car under finance', field(lead, 'finance'));
  add('Trade-in rego', field(lead, 'rego'));
  add('Trade-in rego state', field(lead, 'regoState'));
  add('Trade-in kilometres', field(lead, 'kms'));
  return answers;
}

function money(value: unknown): string | undefined {
  const amount = num.parse(value);
  return amount === undefined ? undefined : formatPrice(amount);
}

/**
 * What the shopper asked and answered, as labelled lines, in the order a salesperson reads them:
 * used for the ADF `<comments>` and the e-mail's readable summary alike.
 */
export function leadAnswers(lead: DeliveryLead): { label: string; value: string }[] {
  const answers: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value !== '') answers.push({ label, value });
  };
  add('Category', lead.category);
  add('Subcategory', lead.subcategory);
  // An accepted trade-in offer continues the lead the wizard started (already delivered): the CRM can join them.
  add('Continues lead', lead.parentLeadId);
  // A parts request: what is wanted comes before the shopper's note about it.
  add('Part', field(lead, 'part'));
  add('Message', lead.message ?? field(lead, 'message'));
  add('Offer', money(lead.fields.offer_from_client));
  add('Preferred contact', lead.preferredContact ?? field(lead, 'PreferredContactMethod'));
  add('Preferred test drive time', field(lead, 'preferred_date'));
  if (flag(lead, 'opt_in_finance')) add('Interested in finance', 'Yes');
  add('Budget', money(lead.fields.vehiclePriceBudget));
  // The wizard's trade-in has a section of its own (the ADF trade-in vehicle, the e-mail's 'Trade-in').
  if (!lead.tradeIn) for (const answer of tradeInAnswers(lead)) add(answer.label, answer.value);
  // A reservation (issue 16): the deposit, its payment reference and the hold, with the dealer's signed links.
  add('Deposit paid', field(lead, 'deposit'));
  add('Payment reference', field(lead, 'payment_reference'));
  add('Held until', field(lead, 'hold_expires_at'));
  add('Mark as sold', field(lead, 'dealer_sold_url'));
  add('Release the car (refunds the deposit)', field(lead, 'dealer_release_url'));
  // An online purchase deal: its price breakdown, payment, delivery or pick-up and the masked licence.
  for (const line of purchaseDealLines(lead)) add(line.label, line.value);
  add('Company', field(lead, 'company'));
  add('Fleet size', field(lead, 'fleet_size'));
  add('Position', field(lead, 'position'));
  add('Registration', field(lead, 'Rego'));
  add('VIN', field(lead, 'vin'));
  add('Additional services', field(lead, 'additional_services'));
  add('Marketing opt-in', lead.marketingOptIn ? 'Yes' : 'No');
  add('Page', lead.pageUrl);
  return answers;
}
