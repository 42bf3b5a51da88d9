/**
 * The lead as an ADF document (Auto-lead Data Format 1.0, the XML most dealer CRMs import from the
 * body of an e-mail). Structure: adf > prospect > id, requestdate, vehicle+ (the car of interest, and
 * the trade-in when the shopper has one), customer (contact, comments), vendor (the dealership
 * location), provider (Forecourt).
 */
import { fieldText, hasTradeIn, leadAnswers, tradeInAnswers, type DeliveryLead } from './lead';
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

function carOfInterest(lead: DeliveryLead): XmlNode {
  const car = lead.car;
  const notes = [car?.car_type === 'demo' ? 'Demo vehicle' : undefined, car ? undefined : `No particular vehicle (${lead.category})`]
    .filter(Boolean)
    .join('\n');
  return el('vehicle', { interest: 'buy', status: vehicleStatus(lead) }, [
    // ADF requires year, make and model; for a general enquiry they are present but empty.
    requiredTextEl('year', car?.year),
    requiredTextEl('make', car?.make),
    requiredTextEl('model', car?.model),
    textEl('vin', car?.vin),
    textEl('stock', car?.stocknum),
    textEl('trim', car?.badge),
    textEl('odometer', car?.km, { status: 'unknown', units: 'km' }),
    car?.colour ? el('colorcombination', {}, [textEl('exteriorcolor', car.colour)]) : undefined,
    textEl('price', car?.price, { type: 'asking', currency: 'AUD' }),
    textEl('comments', notes),
  ]);
}

function tradeIn(lead: DeliveryLead): XmlNode | undefined {
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

/** Landlines are "voice"; mobiles (04…, +614…) are "cellphone". */
function phoneType(phone: string): 'cellphone' | 'voice' {
  const digits = phone.replace(/\D/g, '');
  return /^(04|614)/.test(digits) ? 'cellphone' : 'voice';
}

function customer(lead: DeliveryLead): XmlNode {
  const comments = leadAnswers(lead)
    .map((a) => `${a.label}: ${a.value}`)
    .join('\n');
  return el('customer', {}, [
    el('contact', {}, [
      textEl('name', lead.firstName, { part: 'first' }),
      textEl('name', lead.lastName, { part: 'last' }),
      textEl('email', lead.email),
      lead.phone ? textEl('phone', lead.phone, { type: phoneType(lead.phone) }) : undefined,
      lead.postcode ? el('address', {}, [textEl('postalcode', lead.postcode), textEl('country', 'AU')]) : undefined,
    ]),
    textEl('comments', comments),
  ]);
}

function vendor(v: Vendor): XmlNode {
  return el('vendor', {}, [
    requiredTextEl('vendorname', v.name),
    el('contact', {}, [
      textEl('name', v.locationName ?? v.name, { part: 'full' }),
      textEl('email', v.email),
      textEl('phone', v.phone, { type: 'voice' }),
      v.address
        ? el('address', {}, [
            textEl('street', v.address.street, { line: '1' }),
            textEl('city', v.address.city),
            textEl('regioncode', v.address.state),
            textEl('postalcode', v.address.postcode),
            textEl('country', 'AU'),
          ])
        : undefined,
    ]),
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
