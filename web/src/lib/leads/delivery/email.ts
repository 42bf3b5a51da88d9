/**
 * The lead e-mail: to the dealer's lead address, from LEAD_MAIL_FROM, replying to the shopper.
 * multipart/alternative — text/plain is the ADF XML (what CRMs parse out of the body), text/html a
 * summary a salesperson can read. The Message-ID is derived from the lead and outbox row, so a
 * re-send after a crash is recognisably the same message to the receiver.
 */
import { formatPrice } from '@/domain/price';
import { buildAdf } from './adf';
import { carTitle, fullName, leadAnswers, leadLabel, tradeInAnswers, type DeliveryLead } from './lead';
import { tradeInTitle } from './trade-in';
import { outboxEmail } from './envelope';
import type { LeadEmail } from './transports/types';
import type { Vendor } from './vendor';
import { escapeXml, stripControl } from '@/lib/xml';

export const DEFAULT_LEAD_MAIL_FROM = 'Forecourt Leads <leads@forecourt.localhost>';

/** `<lead-{leadId}.{outboxId}@forecourt>` (the id keeps only characters valid in a Message-ID). */
export function leadMessageId(leadId: string, outboxId: number): string {
  return `<lead-${leadId.replace(/[^A-Za-z0-9-]/g, '')}.${outboxId}@forecourt>`;
}

/** One line of header text: no control characters (so no header injection), single spaces. */
function headerText(value: string): string {
  return stripControl(value).replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * "Used Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport — Harbour Toyota"; without a car, "General
 * Enquiry — Harbour Toyota"; a valued trade-in names the trade-in car: "Trade-In (3. Offer Accepted):
 * 2017 Mazda 3 Maxx — Harbour Toyota".
 */
export function leadSubject(lead: DeliveryLead, vendor: Vendor): string {
  // A valuation wizard's lead is about the shopper's own car, whatever car of the dealer's they want.
  const car = (lead.tradeIn ? tradeInTitle(lead.tradeIn) : undefined) ?? carTitle(lead.car);
  return headerText(`${leadLabel(lead)}${car ? `: ${car}` : ''} — ${vendor.siteName}`);
}

const html = escapeXml;

/** Label and value rows, empty values left out; every value escaped. */
function table(rows: [string, string | undefined][]): string {
  const body = rows
    .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${html(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${html(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" style="border-collapse:collapse">\n${body}\n</table>`;
}

/** The readable summary: every value escaped, so nothing the shopper typed is markup. */
export function leadHtml(lead: DeliveryLead, vendor: Vendor): string {
  const car = lead.car;
  const rows: [string, string | undefined][] = [
    ['Name', fullName(lead)],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Postcode', lead.postcode],
    ['Vehicle', carTitle(car)],
    ['Stock number', car?.stocknum],
    ['VIN', car?.vin],
    ['Price', car?.price !== undefined ? formatPrice(car.price) : undefined],
    ['Location', vendor.locationName],
    ...leadAnswers(lead).map((a): [string, string] => [a.label, a.value]),
  ];
  // The wizard's trade-in gets a section of its own: a valuer reads it as one thing.
  const tradeIn = lead.tradeIn ? tradeInAnswers(lead) : [];
  return [
    '<!doctype html>',
    '<html lang="en-AU"><head><meta charset="utf-8"><title>' + html(leadSubject(lead, vendor)) + '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111">',
    `<h1 style="font-size:20px">${html(leadLabel(lead))}</h1>`,
    `<p>${html(vendor.siteName)}${vendor.locationName ? ` — ${html(vendor.locationName)}` : ''}</p>`,
    table(rows),
    ...(tradeIn.length > 0 ? ['<h2 style="font-size:16px">Trade-in</h2>', table(tradeIn.map((a): [string, string] => [a.label, a.value]))] : []),
    `<p style="color:#555;font-size:12px">Lead ${html(lead.id)} · received ${html(lead.createdAt.toISOString())}. ` +
      'The ADF/XML for your CRM is the plain-text part of this message.</p>',
    '</body></html>',
  ].join('\n');
}

export interface ComposeOptions {
  lead: DeliveryLead;
  vendor: Vendor;
  outboxId: number;
  /** The dealer's lead address (the outbox row's destination). */
  to: string;
  from?: string;
}

export function composeLeadEmail({ lead, vendor, outboxId, to, from = DEFAULT_LEAD_MAIL_FROM }: ComposeOptions): LeadEmail {
  const messageId = leadMessageId(lead.id, outboxId);
  return outboxEmail(lead, outboxId, messageId, {
    from,
    to,
    ...(lead.email ? { replyTo: { name: headerText(fullName(lead)), address: lead.email } } : {}),
    subject: leadSubject(lead, vendor),
    // A vendor the content could not describe (no e-mail, no phone) is still reached at the address
    // this lead goes to: the DTD wants an e-mail or a phone in the vendor's contact.
    text: buildAdf(lead, vendor.email || vendor.phone ? vendor : { ...vendor, email: to }),
    html: leadHtml(lead, vendor),
  });
}
