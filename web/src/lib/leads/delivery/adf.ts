/**
 * The lead as an ADF document (Auto-lead Data Format 1.0, the XML most dealer CRMs import from the
 * body of an e-mail). Structure: adf > prospect > id, requestdate, vehicle+ (the car of interest, and
 * the trade-in when the shopper has one), customer (contact, comments), vendor (the dealership
 * location), provider (Forecourt).
 *
 * Every document is valid against the ADF 1.0 DTD (adf-1.0.dtd, checked in adf-dtd.test.ts). Where
 * the DTD requires something the lead may not have, the builder says so in the elements the DTD
 * allows and never makes a value up: a postcode without a street cannot be an <address>, so it goes
 * in the customer's comments; a contact with neither e-mail nor phone gets an empty <email>.
 */
import { fieldText, hasTradeIn, leadAnswers, tradeInAnswers, type DeliveryLead } from './lead';
import { adfCondition, estimateText, tradeInLines, type TradeInSnapshot } from './trade-in';
import { purchaseDealFinance } from './purchase-deal';
import type { Vendor } from './vendor';
import { el, renderXml, requiredTextEl, textEl, type XmlNode } from '@/lib/xml';

export const ADF_SOURCE = 'Forecourt';
const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** ISO 8601 with the offset of `timeZone` ("2025-07-01T09:30:00+10:00"): the dealer's wall-clock time. */
export function isoWithOffset(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    }).formatToParts(date);
  } catch {
    // An unknown zone name in the content: UTC is still a correct instant.
    return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(part('timeZoneName'))?.[1] ?? '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** ADF knows new and used only; a demonstrator has been registered, so it is sold as used. */
function vehicleStatus(lead: DeliveryLead): 'new' | 'used' {
  const type = lead.car?.car_type;
  if (type) return type === 'new' ? 'new' : 'used';
  return /\bused\b/i.test(lead.category) ? 'used' : 'new';
}

/** ADF's own word for a test-drive request; every other form is about buying. */
const interest = (lead: DeliveryLead): 'buy' | 'test-drive' => (lead.form === 'test_drive' ? 'test-drive' : 'buy');

function carOfInterest(lead: DeliveryLead): XmlNode {
  const car = lead.car;
  const notes = [car?.car_type === 'demo' ? 'Demo vehicle' : undefined, car ? undefined : `No particular vehicle (${lead.category})`]
    .filter(Boolean)
    .join('\n');
  return el('vehicle', { interest: interest(lead), status: vehicleStatus(lead) }, [
    // ADF requires year, make and model; for a general enquiry they are present but empty.
    requiredTextEl('year', car?.year),
    requiredTextEl('make', car?.make),
    requiredTextEl('model', car?.model),
    textEl('vin', car?.vin),
    textEl('stock', car?.stocknum),
    textEl('trim', car?.badge),
    textEl('odometer', car?.km, { status: 'unknown', units: 'km' }),
    // The DTD requires a preference in every colour combination: this is the only one, so the first.
    car?.colour?.trim() ? el('colorcombination', {}, [textEl('exteriorcolor', car.colour), textEl('preference', 1)]) : undefined,
    textEl('price', car?.price, { type: 'asking', currency: 'AUD' }),
    // An online purchase deal: how the buyer pays, the money down and the balance (ADF 1.0 <finance>).
    purchaseDealFinance(lead),
    textEl('comments', notes),
  ]);
}

function tradeIn(lead: DeliveryLead): XmlNode | undefined {
  if (lead.tradeIn) return valuedTradeIn(lead.tradeIn);
  if (!hasTradeIn(lead)) return undefined;
  const answers = tradeInAnswers(lead);
  const kms = answers.find((a) => a.label === 'Trade-in kilometres')?.value;
  return el('vehicle', { interest: 'trade-in', status: 'used' }, [
    requiredTextEl('year', fieldText(lead, 'trade_in_year')),
    requiredTextEl('make', fieldText(lead, 'trade_in_make')),
    requiredTextEl('model', fieldText(lead, 'trade_in_model')),
    kms && /^\d+$/.test(kms.replace(/[,\s]/g, '')) ? textEl('odometer', kms.replace(/[,\s]/g, ''), { status: 'unknown', units: 'km' }) : undefined,
    textEl('comments', answers.map((a) => `${a.label}: ${a.value}`).join('\n')),
  ]);
}

/**
 * The car the valuation wizard valued (trade-in.ts): what the rego register or the shopper said it is,
 * the kilometres as the shopper read them off the odometer, the overall condition in ADF's own words,
 * the dealer's offer as the price, and every answer and the estimate in the comments.
 */
function valuedTradeIn(trade: TradeInSnapshot): XmlNode {
  const { vehicle, outcome } = trade;
  const offer = outcome?.kind === 'estimate' ? outcome.offer : undefined;
  return el('vehicle', { interest: 'trade-in', status: 'used' }, [
    requiredTextEl('year', vehicle.year),
    requiredTextEl('make', vehicle.make),
    requiredTextEl('model', vehicle.model),
    textEl('vin', vehicle.vin),
    textEl('trim', vehicle.badge),
    textEl('bodystyle', vehicle.body),
    textEl('transmission', vehicle.transmission),
    trade.kms !== undefined ? textEl('odometer', Math.round(trade.kms), { status: 'original', units: 'km' }) : undefined,
    textEl('condition', adfCondition(trade)),
    vehicle.colour?.trim() ? el('colorcombination', {}, [textEl('exteriorcolor', vehicle.colour), textEl('preference', 1)]) : undefined,
    offer !== undefined ? textEl('price', offer, { type: 'offer', currency: 'AUD' }) : undefined,
    textEl('pricecomments', estimateText(trade) ? `Online estimate: ${estimateText(trade)}` : undefined),
    textEl('comments', tradeInLines(trade).map((a) => `${a.label}: ${a.value}`).join('\n')),
  ]);
}

/** Landlines are "voice"; mobiles (04…, +614…) are "cellphone". */
function phoneType(phone: string): 'cellphone' | 'voice' {
  const digits = phone.replace(/\D/g, '');
  return /^(04|614)/.test(digits) ? 'cellphone' : 'voice';
}

interface PostalAddress {
  street?: string;
  city?: string;
  state?: string;
  postcode?: string;
}

/** An <address>, or nothing: the DTD requires a street in every address, and none is made up. */
function address(a: PostalAddress | undefined): XmlNode | undefined {
  if (!a?.street?.trim()) return undefined;
  return el('address', {}, [
    textEl('street', a.street, { line: '1' }),
    textEl('city', a.city),
    textEl('regioncode', a.state),
    textEl('postalcode', a.postcode),
    textEl('country', 'AU'),
  ]);
}

/**
 * The DTD's contact: at least one name, then an e-mail or a phone or both. A lead or vendor with
 * neither (an old row, a vendor the content could not describe) gets an empty <email> — present, as
 * the DTD asks, and visibly empty rather than invented.
 */
function contact(names: XmlNode[], email: string | undefined, phones: (XmlNode | undefined)[], where?: PostalAddress): XmlNode {
  const phoneNodes = phones.filter((p): p is XmlNode => p !== undefined);
  const emailNode = textEl('email', email) ?? (phoneNodes.length === 0 ? requiredTextEl('email', '') : undefined);
  return el('contact', {}, [...names, emailNode, ...phoneNodes, address(where)]);
}

function customer(lead: DeliveryLead): XmlNode {
  const comments = [
    // The shopper gives a postcode without a street, which an ADF <address> cannot hold.
    ...(lead.postcode ? [{ label: 'Postcode', value: lead.postcode }] : []),
    ...leadAnswers(lead),
  ]
    .map((a) => `${a.label}: ${a.value}`)
    .join('\n');
  const names = [requiredTextEl('name', lead.firstName, { part: 'first' }), textEl('name', lead.lastName, { part: 'last' })];
  return el('customer', {}, [
    contact(
      names.filter((n): n is XmlNode => n !== undefined),
      lead.email,
      [lead.phone ? textEl('phone', lead.phone, { type: phoneType(lead.phone) }) : undefined],
    ),
    textEl('comments', comments),
  ]);
}

function vendor(v: Vendor): XmlNode {
  return el('vendor', {}, [
    requiredTextEl('vendorname', v.name),
    contact([requiredTextEl('name', v.locationName?.trim() || v.name, { part: 'full' })], v.email, [textEl('phone', v.phone, { type: 'voice' })], v.address),
  ]);
}

/** The complete ADF/XML document for one lead. */
export function buildAdf(lead: DeliveryLead, v: Vendor): string {
  const prospect = el('prospect', { status: 'new' }, [
    textEl('id', lead.id, { sequence: '1', source: ADF_SOURCE }),
    requiredTextEl('requestdate', isoWithOffset(lead.createdAt, v.timeZone)),
    carOfInterest(lead),
    tradeIn(lead),
    customer(lead),
    vendor(v),
    el('provider', {}, [textEl('name', ADF_SOURCE, { part: 'full' })]),
  ]);
  return ['<?xml version="1.0"?>', '<?ADF VERSION="1.0"?>', renderXml(el('adf', {}, [prospect])), ''].join('\n');
}
