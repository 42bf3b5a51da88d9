import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildAdf, isoWithOffset } from './adf';
import { deliveryLead } from './lead';
import { CAR, leadRow, VENDOR } from './test-fixtures';
import { escapeXml, stripControl } from '@/lib/xml';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Elements that may repeat are always arrays, so the assertions do not depend on counts.
  isArray: (name) => ['vehicle', 'name', 'phone'].includes(name),
});

/** A parsed document is untyped: walk it by path, and read text and attributes from what is there. */
type Node = unknown;

function parse(xml: string): Node {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Node;
}

function get(node: Node, ...path: (string | number)[]): Node {
  return path.reduce<Node>((n, key) => (n !== null && typeof n === 'object' ? (n as Record<string | number, Node>)[key] : undefined), node);
}

const text = (node: Node): string => (typeof node === 'string' ? node : typeof get(node, '#text') === 'string' ? (get(node, '#text') as string) : '');
const attr = (node: Node, name: string): Node => get(node, `@_${name}`);
const list = (node: Node): Node[] => (Array.isArray(node) ? (node as Node[]) : []);

describe('buildAdf', () => {
  it('starts with the XML declaration and the ADF processing instruction', () => {
    const xml = buildAdf(deliveryLead(leadRow()), VENDOR);
    expect(xml.startsWith('<?xml version="1.0"?>\n<?ADF VERSION="1.0"?>\n<adf>')).toBe(true);
  });

  it('carries the lead, the car, the trade-in, the shopper and the vendor', () => {
    const row = leadRow({ payload: { ...(leadRow().payload as object), offer_from_client: 24500 } });
    const prospect = get(parse(buildAdf(deliveryLead(row), VENDOR)), 'adf', 'prospect');
    expect(attr(prospect, 'status')).toBe('new');
    expect(text(get(prospect, 'id'))).toBe(row.id);
    expect(attr(get(prospect, 'id'), 'sequence')).toBe('1');
    expect(attr(get(prospect, 'id'), 'source')).toBe('Forecourt');
    // 09:30 UTC on 1 July is 19:30 in Sydney (AEST, +10:00).
    expect(text(get(prospect, 'requestdate'))).toBe('2025-07-01T19:30:00+10:00');

    const [car, trade] = list(get(prospect, 'vehicle'));
    expect(attr(car, 'interest')).toBe('buy');
    expect(attr(car, 'status')).toBe('used');
    expect(text(get(car, 'year'))).toBe('2021');
    expect(text(get(car, 'make'))).toBe('Toyota');
    expect(text(get(car, 'model'))).toBe('Corolla');
    expect(text(get(car, 'vin'))).toBe(CAR.vin);
    expect(text(get(car, 'stock'))).toBe(CAR.stocknum);
    expect(text(get(car, 'trim'))).toBe('Ascent Sport');
    expect(text(get(car, 'price'))).toBe('25990');
    expect(attr(get(car, 'price'), 'currency')).toBe('AUD');
    expect(attr(trade, 'interest')).toBe('trade-in');
    expect(text(get(trade, 'comments'))).toContain('Has a trade-in: Yes');

    const contact = get(prospect, 'customer', 'contact');
    expect(list(get(contact, 'name')).map((n) => [attr(n, 'part'), text(n)])).toEqual([
      ['first', 'Zoë'],
      ['last', "O'Brien-Nguyễn"],
    ]);
    expect(text(get(contact, 'email'))).toBe('zoe@example.com');
    expect(list(get(contact, 'phone')).map((p) => [attr(p, 'type'), text(p)])).toEqual([['cellphone', '0412345678']]);
    // A postcode without a street is no ADF address: it is in the comments instead.
    expect(get(contact, 'address')).toBeUndefined();
    const comments = text(get(prospect, 'customer', 'comments')).split('\n');
    expect(comments).toEqual(
      expect.arrayContaining([
        'Postcode: 2100',
        'Category: Used Vehicle Enquiry',
        'Message: Is it still available?',
        'Offer: $24,500',
        'Preferred contact: Phone',
        'Interested in finance: Yes',
        'Current car under finance: No',
        'Marketing opt-in: Yes',
      ]),
    );

    const vendor = get(prospect, 'vendor');
    expect(text(get(vendor, 'vendorname'))).toBe('Harbour Toyota');
    expect(list(get(vendor, 'contact', 'name')).map((n) => [attr(n, 'part'), text(n)])).toEqual([['full', 'Harbour Toyota Sales']]);
    expect(text(get(vendor, 'contact', 'phone', 0))).toBe('02 9938 4100');
    expect(text(get(vendor, 'contact', 'address', 'street'))).toBe('650 Pittwater Road');
    expect(text(get(vendor, 'contact', 'address', 'regioncode'))).toBe('NSW');
    expect(text(get(vendor, 'contact', 'address', 'postalcode'))).toBe('2100');
    expect(list(get(prospect, 'provider', 'name')).map(text)).toEqual(['Forecourt']);
  });

  it('describes a general enquiry without a car (ADF still needs a vehicle) and without a trade-in', () => {
    const row = leadRow({
      form: 'contact',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      car: null,
      carId: null,
      phone: '02 9938 4100',
      payload: { name: 'Sam', message: 'Hello', category: 'Careers Enquiry' },
    });
    const prospect = get(parse(buildAdf(deliveryLead(row), VENDOR)), 'adf', 'prospect');
    const vehicles = list(get(prospect, 'vehicle'));
    expect(vehicles).toHaveLength(1);
    expect(attr(vehicles[0], 'interest')).toBe('buy');
    expect(text(get(vehicles[0], 'make'))).toBe('');
    expect(text(get(vehicles[0], 'comments'))).toBe('No particular vehicle (General Enquiry)');
    // A landline is a voice number.
    expect(attr(get(prospect, 'customer', 'contact', 'phone', 0), 'type')).toBe('voice');
    expect(text(get(prospect, 'customer', 'comments'))).toContain('Subcategory: Career Enquiry');
  });

  it('maps new cars to status new and demonstrators to used', () => {
    const status = (car_type: string) =>
      attr(get(parse(buildAdf(deliveryLead(leadRow({ car: { ...CAR, car_type } })), VENDOR)), 'adf', 'prospect', 'vehicle', 0), 'status');
    expect(status('new')).toBe('new');
    expect(status('demo')).toBe('used');
    expect(status('used')).toBe('used');
  });

  it('escapes everything the shopper typed and strips control characters', () => {
    const hostile = `<script>alert("x")</script> & 'quotes' ]]> <!-- ünïcödé 李 😀\u0000\u0007\u001b\u007f\u0085\uD800 end`;
    const row = leadRow({
      firstName: '<b>Bob</b>',
      lastName: 'Smith & Sons "Ltd"',
      message: hostile,
      car: { ...CAR, badge: '</trim><price>1</price>' },
    });
    const xml = buildAdf(deliveryLead(row), { ...VENDOR, name: 'A & B <Motors>' });
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
    const controls = [...xml].filter((ch) => {
      const code = ch.codePointAt(0)!;
      return (code < 0x20 && ![0x09, 0x0a, 0x0d].includes(code)) || (code >= 0x7f && code <= 0x9f);
    });
    expect(controls).toEqual([]);
    const prospect = get(parse(xml), 'adf', 'prospect');
    const comments = text(get(prospect, 'customer', 'comments'));
    expect(comments).toContain(`Message: <script>alert("x")</script> & 'quotes' ]]> <!-- ünïcödé 李 😀 end`);
    expect(text(get(prospect, 'customer', 'contact', 'name', 0))).toBe('<b>Bob</b>');
    expect(text(get(prospect, 'customer', 'contact', 'name', 1))).toBe('Smith & Sons "Ltd"');
    expect(text(get(prospect, 'vehicle', 0, 'trim'))).toBe('</trim><price>1</price>');
    expect(text(get(prospect, 'vehicle', 0, 'price'))).toBe('25990');
    expect(text(get(prospect, 'vendor', 'vendorname'))).toBe('A & B <Motors>');
  });

  it('reads leniently: a malformed car snapshot or payload drops fields, never the lead', () => {
    const row = leadRow({ car: { year: 'soon', make: 42, price: 'call us', car_type: 'hovercraft' }, payload: ['not', 'an', 'object'] });
    const prospect = get(parse(buildAdf(deliveryLead(row), VENDOR)), 'adf', 'prospect');
    const car = get(prospect, 'vehicle', 0);
    expect(text(get(car, 'year'))).toBe('');
    expect(text(get(car, 'make'))).toBe('42');
    expect(get(car, 'price')).toBeUndefined();
    expect(text(get(prospect, 'id'))).toBe(row.id);
  });
});

describe('isoWithOffset', () => {
  it('gives the local time with the zone offset, including half hours and daylight saving', () => {
    const instant = new Date('2025-01-15T00:00:00Z');
    expect(isoWithOffset(instant, 'Australia/Sydney')).toBe('2025-01-15T11:00:00+11:00');
    expect(isoWithOffset(instant, 'Australia/Adelaide')).toBe('2025-01-15T10:30:00+10:30');
    expect(isoWithOffset(instant, 'Australia/Brisbane')).toBe('2025-01-15T10:00:00+10:00');
    expect(isoWithOffset(instant, 'UTC')).toBe('2025-01-15T00:00:00+00:00');
    expect(isoWithOffset(instant, 'Not/AZone')).toBe('2025-01-15T00:00:00+00:00');
  });
});

describe('escapeXml', () => {
  it('escapes the five special characters and drops what XML cannot hold', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(stripControl('a\u0000b\u0008c\td\ne\rf\u007f\u009fg\uFFFEh\uD83D')).toBe('abc\td\ne\rfgh');
    expect(stripControl('😀 李')).toBe('😀 李');
  });
});
