/**
 * Every lead e-mail's ADF is valid against the ADF 1.0 DTD (adf-1.0.dtd), checked by libxml2.
 *
 * The leads are made the way the intake makes them — each form kind's fields parsed by its real
 * schema, routed to a category by the real rules — and then varied: with and without the optional
 * fields, without a car, with a car, with a trade-in, and with stored text no form would accept
 * today (markup, quotes, control characters, 22,000 characters in every field), because delivery reads rows
 * leniently and must still send a valid document.
 */
import { FORM_KINDS, leadFormSchema, type FormKind, type FormOptions } from '@forecourt/schemas/leads';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leadRouting } from '@/domain/lead-routing';
import type { LeadRow } from '@/lib/db/schema';
import { buildAdf } from './adf';
import { ADF_DTD_PATH, adfErrors } from './adf-dtd';
import { composeLeadEmail } from './email';
import { deliveryLead } from './lead';
import { CAR, leadRow, VENDOR } from './test-fixtures';
import { fallbackVendor, type Vendor } from './vendor';

const OPTIONS: FormOptions = { termsRequired: false, commentsRequired: true, locations: [], dealerships: [] };

const SHOPPER = { name: 'Zoë', last_name: "O'Brien-Nguyễn", email: 'zoe@example.com', phone: '0412345678' };

/** The least each form accepts (required fields only). */
const REQUIRED: Record<FormKind, Record<string, unknown>> = {
  enquiry: { ...SHOPPER, postcode: '2100' },
  test_drive: { ...SHOPPER },
  request_photos: { ...SHOPPER },
  make_an_offer: { ...SHOPPER, offer_from_client: '24500' },
  contact: { ...SHOPPER, message: 'Hello' },
  fleet_enquiry: { ...SHOPPER, message: 'Five utes' },
  finance_enquiry: { ...SHOPPER, postcode: '3000' },
  find_similar: { ...SHOPPER, postcode: '4000' },
  careers: { ...SHOPPER, message: 'I would like to apply' },
  parts_request: { ...SHOPPER, part: '90915-YZZD4', Rego: 'ABC123' },
  trade_in: { name: 'Zoë', email: 'zoe@example.com', phone: '0412345678' },
};

/** Every optional field as well. */
const EVERYTHING: Record<FormKind, Record<string, unknown>> = {
  enquiry: {
    ...REQUIRED.enquiry, PreferredContactMethod: 'Email', finance: 'Yes', 'do-you-have-a-trade-in': 'Yes',
    opt_in_finance: true, opt_in_trade: true, message: 'Is it still available?', opt_in: false, terms_agreed: true,
  },
  test_drive: { ...REQUIRED.test_drive, preferred_date: '2031-03-04T10:30', message: 'Saturday morning?', opt_in: true },
  request_photos: { ...REQUIRED.request_photos, message: 'The interior, please', opt_in: true },
  make_an_offer: { ...REQUIRED.make_an_offer, terms_agreed: true },
  contact: { ...REQUIRED.contact, category: 'Careers Enquiry', Rego: 'ABC-123', postcode: '2000', opt_in: true },
  fleet_enquiry: { ...REQUIRED.fleet_enquiry, company: 'Acme Pty Ltd', fleet_size: '12', opt_in: true },
  finance_enquiry: { ...REQUIRED.finance_enquiry, vehiclePriceBudget: '35000', message: 'Low deposit', opt_in: true },
  find_similar: { ...REQUIRED.find_similar, message: 'Something like this but blue' },
  careers: { ...REQUIRED.careers, position: 'Sales consultant', opt_in: true },
  parts_request: { ...REQUIRED.parts_request, vin: 'JTNKU3JE60J021234', message: 'Both front wiper blades, please', opt_in: true },
  trade_in: { ...SHOPPER, postcode: '2000', opt_in: true, terms_agreed: true },
};

/** A trade-in as the valuation steps record it, on top of the form's answers. */
const TRADE_IN = { rego: 'XYZ789', regoState: 'NSW', kms: '120,000', trade_in_year: '2015', trade_in_make: 'Mazda', trade_in_model: '3' };

const FULL_CAR = { ...CAR, colour: 'Eclipse Black', km: 45_210 };

/** A lead row as the intake stores it: the fields parsed by the form's schema, the category from the routing rules. */
function storedLead(kind: FormKind, input: Record<string, unknown>, car?: typeof FULL_CAR, extra: Record<string, unknown> = {}): LeadRow {
  const fields = { ...leadFormSchema(kind, OPTIONS).parse(input), ...extra };
  const route = leadRouting(kind, fields, car ? { car_type: car.car_type as 'used', tag: null } : undefined);
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return leadRow({
    form: kind,
    category: route.category,
    subcategory: route.subcategory ?? null,
    car: car ?? null,
    carId: car?.id ?? null,
    firstName: String(fields.name),
    lastName: text(fields.last_name),
    email: text(fields.email),
    phone: text(fields.phone),
    postcode: text(fields.postcode),
    preferredContact: text(fields.PreferredContactMethod),
    message: text(fields.message),
    payload: fields,
    marketingOptIn: fields.opt_in === true,
  });
}

const HOSTILE = `<script>alert("x")</script> & 'quotes' "double" ]]> <!-- --> <![CDATA[ x ]]> &amp; &#0; \u0000\u0001\u0007\u000b\u000c\u001b\u007f\u0085\uD800\uFFFE\uFFFF 李 😀`;
/** ≈ 22,000 characters: four times the longest field a form takes (5,000), in every field at once. */
const LONG = `${'Lorem ipsum & <dolor> '.repeat(1_000)}end`;

/** The row with every text it holds replaced by `value` — what an old or tampered row could carry. */
function everywhere(row: LeadRow, value: string): LeadRow {
  const payload = Object.fromEntries(Object.entries(row.payload as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? value : v]));
  const car = row.car ? Object.fromEntries(Object.entries(row.car).map(([k, v]) => [k, typeof v === 'string' ? value : v])) : null;
  return {
    ...row,
    category: value,
    subcategory: value,
    firstName: value,
    lastName: value,
    email: value,
    phone: value,
    postcode: value,
    preferredContact: value,
    message: value,
    pageUrl: value,
    car,
    payload: { ...payload, ...Object.fromEntries(Object.keys(TRADE_IN).map((k) => [k, value])) },
  };
}

const VENDORS: [string, Vendor][] = [
  ['a full vendor', VENDOR],
  ['the fallback vendor (content down: no e-mail, phone or address)', fallbackVendor({ site: 'harbour-toyota' })],
  ['a vendor whose location has a postcode but no street', { ...VENDOR, email: undefined, address: { street: '', city: 'Brookvale', state: 'NSW', postcode: '2100' } }],
];

interface Case {
  name: string;
  row: LeadRow;
}

function casesOf(kind: FormKind): Case[] {
  return [
    { name: 'required fields only, no car', row: storedLead(kind, REQUIRED[kind]) },
    { name: 'required fields only, a car', row: storedLead(kind, REQUIRED[kind], FULL_CAR) },
    { name: 'every field, a car', row: storedLead(kind, EVERYTHING[kind], FULL_CAR) },
    { name: 'every field, a car and a trade-in', row: storedLead(kind, EVERYTHING[kind], FULL_CAR, TRADE_IN) },
    { name: 'postcode only (no phone, no e-mail, no last name)', row: { ...storedLead(kind, REQUIRED[kind]), postcode: '2100', phone: null, email: null, lastName: null } },
    { name: 'a new car with a badge only, no colour or kilometres', row: storedLead(kind, REQUIRED[kind], { ...CAR, car_type: 'new' } as typeof FULL_CAR) },
    { name: 'hostile text everywhere', row: everywhere(storedLead(kind, EVERYTHING[kind], FULL_CAR, TRADE_IN), HOSTILE) },
    { name: 'control characters only', row: everywhere(storedLead(kind, EVERYTHING[kind], FULL_CAR, TRADE_IN), '\u0000\u0008\u001f') },
    { name: 'blank text everywhere', row: everywhere(storedLead(kind, EVERYTHING[kind], FULL_CAR, TRADE_IN), '   ') },
    { name: 'very long values', row: everywhere(storedLead(kind, EVERYTHING[kind], FULL_CAR, TRADE_IN), LONG) },
  ];
}

/** The valuation wizard's trade-in column (lib/trade-in/record.ts) on an accepted offer. */
const WIZARD_TRADE_IN = {
  valuation_id: '2b7c1c8e-6a53-4a8e-9d55-6f3c1b2a9e10',
  vehicle: {
    year: 2017, make: 'Mazda', model: '3', badge: 'Maxx Sport', body: 'Hatch', transmission: 'Automatic', fuel: 'Petrol',
    colour: 'Soul Red', vin: 'JM0BN106200123456', source: 'rego', rego: 'XYZ789', regoState: 'NSW',
  },
  kms: 85_000,
  answers: { condition: 'good', service_history: 'full', accident_damage: 'no', tyres: 'worn', finance_owing: 'yes', keys: 'two' },
  outcome: { kind: 'estimate', low: 14_200, high: 16_800, offer: 14_200, comparables: 9, provider: 'embedded' },
  valued_at: '2025-07-01T09:29:00.000Z',
  offer_accepted: true,
};

/** A wizard lead as lib/trade-in/accept.ts stores it, with `trade_in` set to `tradeIn`. */
function wizardLead(tradeIn: unknown, car?: typeof FULL_CAR): LeadRow {
  return { ...storedLead('trade_in', EVERYTHING.trade_in, car), subcategory: '3. Offer Accepted', tradeIn, parentLeadId: 'b1946ac9-2f3d-4e60-8e1c-3c1f1f0b2a11' };
}

/** Every string inside a JSON value replaced by `value`. */
function deepReplace(json: unknown, value: string): unknown {
  if (typeof json === 'string') return value;
  if (Array.isArray(json)) return json.map((v) => deepReplace(v, value));
  if (json && typeof json === 'object') return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, deepReplace(v, value)]));
  return json;
}

const WIZARD_CASES: [string, LeadRow][] = [
  ['an accepted offer, every detail', wizardLead(WIZARD_TRADE_IN)],
  ['an accepted offer, with the car the shopper wants', wizardLead(WIZARD_TRADE_IN, FULL_CAR)],
  ['the fewest details (manual choice, no badge, colour or VIN)', wizardLead({ ...WIZARD_TRADE_IN, vehicle: { year: 2009, make: 'Holden', model: 'Commodore', source: 'manual' } })],
  ['an appraisal request (too old, too many km)', wizardLead({ ...WIZARD_TRADE_IN, outcome: { kind: 'appraisal', reasons: ['too_old', 'too_many_km'] }, offer_accepted: false })],
  ['declined (too few comparable cars)', wizardLead({ ...WIZARD_TRADE_IN, outcome: { kind: 'declined', reason: 'too_few_comparables' }, offer_accepted: false })],
  ['the started lead after a valuation (no acceptance yet)', { ...wizardLead({ ...WIZARD_TRADE_IN, offer_accepted: undefined }), subcategory: '1. Valuation Started', parentLeadId: null }],
  ['hostile text in every trade-in value', wizardLead(deepReplace(WIZARD_TRADE_IN, HOSTILE))],
  ['blank text in every trade-in value', wizardLead(deepReplace(WIZARD_TRADE_IN, '  '))],
  ['very long trade-in values', wizardLead(deepReplace(WIZARD_TRADE_IN, LONG))],
  ['a trade-in of the wrong shape', wizardLead({ vehicle: 'a car', kms: 'lots', answers: [1, 2], outcome: { kind: 'free' } })],
  ['a trade-in that is not an object', wizardLead('2017 Mazda 3')],
];

describe('the ADF 1.0 DTD', () => {
  const dtd = readFileSync(ADF_DTD_PATH, 'utf8');

  it('declares every element its content models name, once (the public copies do not)', () => {
    const declared = [...dtd.matchAll(/<!ELEMENT\s+(\w+)/g)].map((m) => m[1] ?? '');
    expect(new Set(declared).size).toBe(declared.length);
    const models = [...dtd.matchAll(/<!ELEMENT\s+\w+\s+\(([^>]*)\)>/g)].map((m) => m[1] ?? '');
    const named = new Set(models.flatMap((model) => model.match(/#?\w[\w-]*/g) ?? []).filter((n) => n !== '#PCDATA'));
    expect([...named].filter((n) => !declared.includes(n))).toEqual([]);
    // Every declared element but the root is reachable from some content model.
    expect(declared.filter((n) => n !== 'adf' && !named.has(n))).toEqual([]);
  });

  it('really validates: documents that break its rules are refused, with the reason', () => {
    const valid = buildAdf(deliveryLead(leadRow({ postcode: null })), VENDOR);
    expect(adfErrors(valid)).toEqual([]);
    const broken: [string, string, RegExp][] = [
      // The bug this DTD found: an address with a postcode but no street.
      ['a postcode-only address', valid.replace('</phone>', '</phone>\n<address><postalcode>2100</postalcode><country>AU</country></address>'), /expecting \(street\+/],
      ['no request date', valid.replace(/<requestdate>[^<]*<\/requestdate>/, ''), /prospect content does not follow the DTD/],
      ['no vehicle', valid.replace(/<vehicle[\s\S]*?<\/vehicle>/g, ''), /prospect content does not follow the DTD/],
      ['a colour without a preference', valid.replace('</price>', '</price>').replace('<price', '<colorcombination><exteriorcolor>Red</exteriorcolor></colorcombination>\n<price'), /colorcombination content/],
      ['a contact with a name only', valid.replace(/<email>zoe@example.com<\/email>\s*<phone[^>]*>[^<]*<\/phone>/, ''), /contact content does not follow the DTD/],
      ['an interest the DTD does not list', valid.replace('interest="buy"', 'interest="rent"'), /interest/],
      ['an undeclared element', valid.replace('</comments>\n    </customer>', '</comments>\n      <notes>x</notes>\n    </customer>'), /No declaration for element notes/],
      ['another root element', valid.replace('<adf>', '<lead>').replace('</adf>', '</lead>'), /root element is <lead>/],
      ['a document that is not well-formed', valid.replace('</adf>', ''), /Premature end of data|EndTag|not properly closed|expected/i],
    ];
    for (const [what, xml, reason] of broken) {
      expect(xml, what).not.toBe(valid);
      const errors = adfErrors(xml);
      expect(errors.join('\n'), what).toMatch(reason);
    }
  });
});

describe('every lead e-mail is valid ADF 1.0', () => {
  it.each(FORM_KINDS.flatMap((kind) => casesOf(kind).map((c) => ({ kind, ...c }))))('$kind: $name', ({ row }) => {
    const lead = deliveryLead(row);
    for (const [vendorName, vendor] of VENDORS) {
      const email = composeLeadEmail({ lead, vendor, outboxId: 1, to: 'leads@harbourtoyota.com.au' });
      const xml = email.mail.text as string;
      expect(adfErrors(xml), `${vendorName}\n${xml.slice(0, 3000)}`).toEqual([]);
      // buildAdf on its own, without the e-mail's help for a vendor with no contact, is valid too.
      expect(adfErrors(buildAdf(lead, vendor)), vendorName).toEqual([]);
    }
  });

  it.each(WIZARD_CASES)("the valuation wizard's lead: %s", (_name, row) => {
    const lead = deliveryLead(row);
    for (const [vendorName, vendor] of VENDORS) {
      const email = composeLeadEmail({ lead, vendor, outboxId: 1, to: 'leads@harbourtoyota.com.au' });
      expect(adfErrors(email.mail.text as string), `${vendorName}\n${(email.mail.text as string).slice(0, 3000)}`).toEqual([]);
      expect(adfErrors(buildAdf(lead, vendor)), vendorName).toEqual([]);
    }
  });

  it('keeps the postcode in the customer comments when there is no street, never in a made-up address', () => {
    const lead = deliveryLead(storedLead('enquiry', REQUIRED.enquiry, FULL_CAR));
    const xml = buildAdf(lead, VENDOR);
    const customer = /<customer>[\s\S]*<\/customer>/.exec(xml)?.[0] ?? '';
    expect(customer).not.toContain('<address');
    expect(customer).not.toContain('<street');
    expect(customer).toMatch(/<comments>Postcode: 2100\n/);
    // The vendor's address has a street, so it stays whole.
    expect(xml).toMatch(/<address>\s*<street line="1">650 Pittwater Road<\/street>[\s\S]*<postalcode>2100<\/postalcode>/);
  });

  it("puts a parts request's part, rego and VIN in the customer comments, under the dealer's labels", () => {
    const lead = deliveryLead(storedLead('parts_request', EVERYTHING.parts_request));
    const customer = /<customer>[\s\S]*<\/customer>/.exec(buildAdf(lead, VENDOR))?.[0] ?? '';
    expect(customer).toMatch(/<comments>Category: Parts Enquiry\nPart: 90915-YZZD4\nMessage: Both front wiper blades, please\n/);
    expect(customer).toContain('Registration: ABC123\nVIN: JTNKU3JE60J021234\n');
    // The summary part of the e-mail reads the same answers.
    const email = composeLeadEmail({ lead, vendor: VENDOR, outboxId: 1, to: 'parts@harbourtoyota.com.au' });
    expect(email.mail.html as string).toMatch(/Part[\s\S]*90915-YZZD4[\s\S]*VIN[\s\S]*JTNKU3JE60J021234/);
  });

  it('gives a test drive the test-drive interest and a colour its preference', () => {
    const xml = buildAdf(deliveryLead(storedLead('test_drive', EVERYTHING.test_drive, FULL_CAR)), VENDOR);
    expect(xml).toContain('<vehicle interest="test-drive" status="used">');
    expect(xml).toMatch(/<colorcombination>\s*<exteriorcolor>Eclipse Black<\/exteriorcolor>\s*<preference>1<\/preference>\s*<\/colorcombination>/);
  });

  it("names the dealer's lead address as the vendor's e-mail when the content gave none", () => {
    const email = composeLeadEmail({ lead: deliveryLead(leadRow()), vendor: fallbackVendor({ site: 'harbour-toyota' }), outboxId: 1, to: 'leads@harbourtoyota.com.au' });
    expect(email.mail.text).toMatch(/<vendor>[\s\S]*<email>leads@harbourtoyota\.com\.au<\/email>[\s\S]*<\/vendor>/);
  });
});
