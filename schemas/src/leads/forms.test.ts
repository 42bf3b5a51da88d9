import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_STEPS, enquiryStepSchema, FORM_KINDS, FormKindSchema, leadFieldErrors, leadFormFields, leadFormSchema,
  type FormKind, type FormOptions,
} from './forms';
import { collectionNotice, collectionNoticeParts, CONTACT_CATEGORIES, LEAD_MESSAGES, REQUEST_PHOTOS_MESSAGE } from './messages';

const plain: FormOptions = { termsRequired: false, commentsRequired: false, locations: [], dealerships: [] };
const twoLocations = [{ id: 'syd', name: 'Sydney' }, { id: 'par', name: 'Parramatta' }];

const person = { name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412 345 678' };

/** A minimal valid body per kind with the plain options. */
const valid: Record<FormKind, Record<string, unknown>> = {
  enquiry: { ...person, postcode: '2000' },
  test_drive: { ...person },
  request_photos: { ...person },
  make_an_offer: { ...person, offer_from_client: 25000 },
  contact: { ...person },
  fleet_enquiry: { ...person },
  finance_enquiry: { ...person, postcode: '2000' },
  find_similar: { ...person, postcode: '2000' },
  careers: { ...person, message: 'I would like to apply as a sales consultant.' },
  parts_request: { ...person, part: '90915-YZZD4 oil filter', Rego: 'ABC123' },
  trade_in: { ...person },
};

/** Forms where the last name may be left out (the trade-in start asks only what a valuation needs). */
const LAST_NAME_OPTIONAL: ReadonlySet<FormKind> = new Set(['trade_in']);

/** The first message per field, or 'ok' and the parsed data. */
function check(kind: FormKind, body: Record<string, unknown>, options: FormOptions = plain) {
  const result = leadFormSchema(kind, options).safeParse(body);
  return result.success ? { ok: true as const, data: result.data } : { ok: false as const, errors: leadFieldErrors(result.error) };
}
const errorsOf = (kind: FormKind, body: Record<string, unknown>, options: FormOptions = plain) => {
  const result = check(kind, body, options);
  if (result.ok) throw new Error(`expected ${kind} to fail: ${JSON.stringify(body)}`);
  return result.errors;
};
const dataOf = (kind: FormKind, body: Record<string, unknown>, options: FormOptions = plain) => {
  const result = check(kind, body, options);
  if (!result.ok) throw new Error(`expected ${kind} to pass: ${JSON.stringify(result.errors)}`);
  return result.data;
};

describe('form kinds', () => {
  it('parses kinds and refuses others', () => {
    expect(FORM_KINDS.map((kind) => FormKindSchema.parse(kind))).toEqual([...FORM_KINDS]);
    expect(FormKindSchema.safeParse('newsletter').success).toBe(false);
  });
});

describe.each(FORM_KINDS)('%s: core fields', (kind) => {
  it('accepts a minimal valid body and normalises it', () => {
    const data = dataOf(kind, { ...valid[kind], email: '  Ann@Example.COM ', name: '  Ann ' });
    expect(data).toMatchObject({ name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412345678' });
  });

  it.each([
    ['name', undefined, 'First Name is required.'],
    ['name', '   ', 'First Name is required.'],
    ['name', '<script>alert(1)</script>', LEAD_MESSAGES.name('First Name')],
    ['name', 'x'.repeat(61), 'First Name must be at most 60 characters.'],
    ['name', 42, 'First Name must be text.'],
    ['last_name', undefined, 'Last Name is required.'],
    ['last_name', 'Lee\u0000', LEAD_MESSAGES.invalidText('Last Name')],
    ['email', undefined, 'Email is required.'],
    ['email', 'ann@', LEAD_MESSAGES.email],
    ['email', 'ann example.com', LEAD_MESSAGES.email],
    ['email', `${'a'.repeat(250)}@x.au`, 'Email must be at most 254 characters.'],
    ['phone', undefined, 'Mobile is required.'],
    ['phone', '12345', LEAD_MESSAGES.phone],
    ['phone', '0512 345 678', LEAD_MESSAGES.phone],
  ])('%s = %j → %s', (field, value, message) => {
    if (field === 'last_name' && value === undefined && LAST_NAME_OPTIONAL.has(kind)) {
      expect(dataOf(kind, { ...valid[kind], last_name: undefined })).not.toHaveProperty('last_name');
      return;
    }
    expect(errorsOf(kind, { ...valid[kind], [field]: value })[field]).toBe(message);
  });

  it.each(["Zoë O'Brien-Nguyễn", '李', 'Mary-Jane St. John', 'Seán Ó Súilleabháin', 'D’Arcy'])('accepts the name %s', (name) => {
    expect(dataOf(kind, { ...valid[kind], name, last_name: name })).toMatchObject({ name, last_name: name });
  });

  it('accepts international phone forms and stores national digits', () => {
    expect(dataOf(kind, { ...valid[kind], phone: '+61 (2) 9876-5432' })).toMatchObject({ phone: '0298765432' });
  });

  it('refuses unknown keys under their own names', () => {
    expect(errorsOf(kind, { ...valid[kind], admin: true })).toEqual({ admin: 'This form has no field "admin".' });
  });
});

describe('postcode', () => {
  it.each(['enquiry', 'finance_enquiry', 'find_similar'] as const)('%s requires it', (kind) => {
    const { postcode: _omitted, ...body } = valid[kind];
    expect(errorsOf(kind, body).postcode).toBe('Postcode is required.');
  });

  it.each(['123', '12345', 'abcd', '20 00', '２０００'])('%j is refused with the spec message', (postcode) => {
    expect(errorsOf('enquiry', { ...valid.enquiry, postcode }).postcode).toBe(LEAD_MESSAGES.postcode);
    expect(errorsOf('contact', { ...valid.contact, postcode }).postcode).toBe(LEAD_MESSAGES.postcode);
  });

  it('is trimmed, and optional on the contact form', () => {
    expect(dataOf('enquiry', { ...valid.enquiry, postcode: ' 0800 ' }).postcode).toBe('0800');
    expect(dataOf('contact', { ...valid.contact, postcode: '' })).not.toHaveProperty('postcode');
  });
});

describe('terms of use', () => {
  const terms = { ...plain, termsRequired: true };

  it.each(FORM_KINDS)('%s: required when the site says so', (kind) => {
    expect(errorsOf(kind, valid[kind], terms).terms_agreed).toBe(LEAD_MESSAGES.terms);
    expect(errorsOf(kind, { ...valid[kind], terms_agreed: false }, terms).terms_agreed).toBe(LEAD_MESSAGES.terms);
    expect(dataOf(kind, { ...valid[kind], terms_agreed: true }, terms).terms_agreed).toBe(true);
  });

  it.each(FORM_KINDS)('%s: optional otherwise', (kind) => {
    expect(dataOf(kind, valid[kind])).not.toHaveProperty('terms_agreed');
    expect(dataOf(kind, { ...valid[kind], terms_agreed: false }).terms_agreed).toBe(false);
  });

  it('a test drive with a custom disclaimer requires it even when the site does not', () => {
    const options = { ...plain, customDisclaimer: 'Drivers must hold a full licence.' };
    expect(errorsOf('test_drive', valid.test_drive, options).terms_agreed).toBe(LEAD_MESSAGES.terms);
    expect(dataOf('test_drive', valid.test_drive, { ...plain, customDisclaimer: '  ' })).not.toHaveProperty('terms_agreed');
  });
});

describe('opt-in', () => {
  it('defaults to true and keeps an explicit false', () => {
    expect(dataOf('enquiry', valid.enquiry).opt_in).toBe(true);
    expect(dataOf('enquiry', { ...valid.enquiry, opt_in: false }).opt_in).toBe(false);
  });

  it('must be a boolean', () => {
    expect(errorsOf('contact', { ...valid.contact, opt_in: 'on' }).opt_in).toBe(LEAD_MESSAGES.checkbox('Email me similar stock and latest offers'));
  });
});

describe('location and dealership choices', () => {
  it.each(['enquiry', 'contact', 'fleet_enquiry', 'trade_in'] as const)('%s: required and checked with more than one location', (kind) => {
    const options = { ...plain, locations: twoLocations };
    expect(errorsOf(kind, valid[kind], options).location_id).toBe('Location is required.');
    // An untouched select posts its empty placeholder: still nothing chosen.
    expect(errorsOf(kind, { ...valid[kind], location_id: '' }, options).location_id).toBe('Location is required.');
    expect(errorsOf(kind, { ...valid[kind], location_id: 'mel' }, options).location_id).toBe('Please choose a location from the list.');
    expect(dataOf(kind, { ...valid[kind], location_id: 'par' }, options).location_id).toBe('par');
  });

  it('a single location is auto-selected, and another id is refused', () => {
    const options = { ...plain, locations: [{ id: 'syd', name: 'Sydney' }] };
    expect(dataOf('enquiry', valid.enquiry, options).location_id).toBe('syd');
    expect(dataOf('enquiry', { ...valid.enquiry, location_id: '' }, options).location_id).toBe('syd');
    expect(errorsOf('enquiry', { ...valid.enquiry, location_id: 'par' }, options).location_id).toBe('Please choose a location from the list.');
  });

  it('without locations the field does not exist', () => {
    expect(dataOf('enquiry', valid.enquiry)).not.toHaveProperty('location_id');
    expect(errorsOf('enquiry', { ...valid.enquiry, location_id: 'syd' }).location_id).toBe('This form has no field "location_id".');
  });

  it('contact: dealership follows the same rule', () => {
    const two = { ...plain, dealerships: [{ slug: 'a-toyota', name: 'A' }, { slug: 'b-mazda', name: 'B' }] };
    expect(errorsOf('contact', valid.contact, two).dealership_slug).toBe('Dealership is required.');
    expect(dataOf('contact', { ...valid.contact, dealership_slug: 'b-mazda' }, two).dealership_slug).toBe('b-mazda');
    expect(dataOf('contact', valid.contact, { ...plain, dealerships: [{ slug: 'a-toyota', name: 'A' }] }).dealership_slug).toBe('a-toyota');
  });

  it('test drive: uses the car distribution locations, not the site locations', () => {
    const options = { ...plain, locations: twoLocations, testDriveLocations: [{ id: 'yard-1', name: 'Yard 1' }, { id: 'yard-2', name: 'Yard 2' }] };
    expect(errorsOf('test_drive', valid.test_drive, options).location_id).toBe('Location is required.');
    expect(errorsOf('test_drive', { ...valid.test_drive, location_id: 'syd' }, options).location_id).toBe('Please choose a location from the list.');
    expect(dataOf('test_drive', { ...valid.test_drive, location_id: 'yard-2' }, options).location_id).toBe('yard-2');
    expect(dataOf('test_drive', valid.test_drive, { ...plain, locations: twoLocations })).not.toHaveProperty('location_id');
  });
});

describe('enquiry', () => {
  it('fills its defaults', () => {
    expect(dataOf('enquiry', valid.enquiry)).toEqual({
      name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412345678', opt_in: true, postcode: '2000',
      PreferredContactMethod: 'Phone', opt_in_finance: false, opt_in_trade: false,
    });
  });

  it('takes its answers', () => {
    const data = dataOf('enquiry', {
      ...valid.enquiry, PreferredContactMethod: 'SMS', finance: 'Yes', 'do-you-have-a-trade-in': 'No', opt_in_finance: true,
      opt_in_trade: true, message: 'Line one\nline <b>two</b>',
    });
    expect(data).toMatchObject({ PreferredContactMethod: 'SMS', finance: 'Yes', 'do-you-have-a-trade-in': 'No', message: 'Line one\nline <b>two</b>' });
  });

  it.each([
    ['PreferredContactMethod', 'Pigeon', 'Please choose a preferred contact method from the list.'],
    ['finance', 'maybe', LEAD_MESSAGES.yesNo('Is your current car under finance?')],
    ['do-you-have-a-trade-in', true, LEAD_MESSAGES.yesNo('Do you have a trade-in?')],
    ['message', 'x'.repeat(2001), 'Message must be at most 2000 characters.'],
    ['message', 'hi\u001b[31m', LEAD_MESSAGES.invalidText('Message')],
    ['message', 'hi \u202Egnp.exe', LEAD_MESSAGES.invalidText('Message')],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf('enquiry', { ...valid.enquiry, [field]: value })[field]).toBe(message);
  });
});

describe('test drive date', () => {
  const now = new Date('2026-03-10T00:00:00Z'); // 11:00 in Sydney (AEDT)
  const at = { ...plain, now, timeZone: 'Australia/Sydney' };

  it.each([
    ['2026-03-10T11:00', true],
    ['2026-03-11T09:00', true],
    ['2026-03-10T10:59', false],
    ['2026-03-09T15:00', false],
  ])('%s on a Sydney clock at 11:00 passes: %s', (preferred_date, ok) => {
    const result = check('test_drive', { ...valid.test_drive, preferred_date }, at);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.preferred_date).toBe(LEAD_MESSAGES.datePast);
  });

  it('refuses impossible dates and accepts any real one without a clock', () => {
    expect(errorsOf('test_drive', { ...valid.test_drive, preferred_date: '2026-02-30T10:00' }).preferred_date).toBe(LEAD_MESSAGES.date);
    expect(errorsOf('test_drive', { ...valid.test_drive, preferred_date: 'tomorrow' }).preferred_date).toBe(LEAD_MESSAGES.date);
    expect(dataOf('test_drive', { ...valid.test_drive, preferred_date: '2001-01-01T10:00' }).preferred_date).toBe('2001-01-01T10:00');
    expect(dataOf('test_drive', { ...valid.test_drive, preferred_date: '' })).not.toHaveProperty('preferred_date');
  });
});

describe('request photos', () => {
  it('defaults the hidden message', () => {
    expect(dataOf('request_photos', valid.request_photos).message).toBe(REQUEST_PHOTOS_MESSAGE);
    expect(dataOf('request_photos', { ...valid.request_photos, message: 'Interior please' }).message).toBe('Interior please');
  });
});

describe('make an offer', () => {
  it.each([
    ['$25,000', 25000],
    ['25000', 25000],
    [' $ 9,999,999 ', 9999999],
    [10_000_000, 10_000_000],
    ['25000.00', 25000],
  ])('%j → %d', (offer, amount) => {
    expect(dataOf('make_an_offer', { ...valid.make_an_offer, offer_from_client: offer }).offer_from_client).toBe(amount);
  });

  it.each([
    [undefined, 'Your Offer is required.'],
    ['', 'Your Offer is required.'],
    ['-5', 'Your Offer must be more than $0.'],
    [0, 'Your Offer must be more than $0.'],
    ['abc', 'Your Offer must be an amount in dollars, e.g. $25,000.'],
    ['25,000.50', 'Your Offer must be a whole-dollar amount.'],
    [10_000_001, 'Your Offer must be at most $10,000,000.'],
    [true, 'Your Offer must be an amount in dollars, e.g. $25,000.'],
  ])('%j → %s', (offer, message) => {
    expect(errorsOf('make_an_offer', { ...valid.make_an_offer, offer_from_client: offer }).offer_from_client).toBe(message);
  });

  it('has no message or opt-in', () => {
    expect(errorsOf('make_an_offer', { ...valid.make_an_offer, message: 'hi', opt_in: true })).toEqual({
      message: 'This form has no field "message".',
      opt_in: 'This form has no field "opt_in".',
    });
  });
});

describe('contact', () => {
  it('defaults the category and keeps a chosen one', () => {
    expect(dataOf('contact', valid.contact).category).toBe('General Enquiry');
    expect(dataOf('contact', { ...valid.contact, category: 'Careers Enquiry' }).category).toBe('Careers Enquiry');
    expect(errorsOf('contact', { ...valid.contact, category: 'Complaint' }).category).toBe('Please choose a category from the list.');
    expect(CONTACT_CATEGORIES[0]).toBe('General Enquiry');
  });

  it('requires comments unless the site makes them optional', () => {
    const required = { ...plain, commentsRequired: true };
    expect(errorsOf('contact', valid.contact, required).message).toBe('Message is required.');
    expect(errorsOf('fleet_enquiry', { ...valid.fleet_enquiry, message: ' ' }, required).message).toBe('Message is required.');
    expect(dataOf('contact', valid.contact)).not.toHaveProperty('message');
    expect(errorsOf('contact', { ...valid.contact, message: 'x'.repeat(5001) }).message).toBe('Message must be at most 5000 characters.');
  });

  it.each([
    ['abc 123', 'ABC123'],
    ['1-AB-2', '1AB2'],
  ])('rego %j → %s', (Rego, expected) => {
    expect(dataOf('contact', { ...valid.contact, Rego }).Rego).toBe(expected);
  });

  it.each(['ABCDEFGHIJ', 'AB<1>', 'ÄBC'])('refuses rego %j', (Rego) => {
    expect(errorsOf('contact', { ...valid.contact, Rego }).Rego).toBe(LEAD_MESSAGES.rego);
  });
});

describe('fleet, finance and careers', () => {
  it('fleet size is a whole number from 1 to 10000, from text too', () => {
    expect(dataOf('fleet_enquiry', { ...valid.fleet_enquiry, fleet_size: '25', company: ' Acme Pty Ltd ' })).toMatchObject({ fleet_size: 25, company: 'Acme Pty Ltd' });
    for (const fleet_size of [0, 10_001, 2.5, 'lots']) {
      expect(errorsOf('fleet_enquiry', { ...valid.fleet_enquiry, fleet_size }).fleet_size).toBe('Fleet size must be a whole number from 1 to 10000.');
    }
  });

  it('finance budget uses the money rules', () => {
    expect(dataOf('finance_enquiry', { ...valid.finance_enquiry, vehiclePriceBudget: '$40,000' }).vehiclePriceBudget).toBe(40000);
    expect(errorsOf('finance_enquiry', { ...valid.finance_enquiry, vehiclePriceBudget: 'abc' }).vehiclePriceBudget).toBe(
      'Vehicle budget must be an amount in dollars, e.g. $25,000.',
    );
  });

  it('careers requires a message and takes a position', () => {
    const { message: _omitted, ...body } = valid.careers;
    expect(errorsOf('careers', body).message).toBe('Message is required.');
    expect(dataOf('careers', { ...valid.careers, position: 'Apprentice technician' }).position).toBe('Apprentice technician');
    expect(errorsOf('careers', { ...valid.careers, position: 'x'.repeat(121) }).position).toBe('Position must be at most 120 characters.');
  });
});

describe('parts request', () => {
  const VIN = 'JTNKU3JE60J021234';
  const withoutVehicle = { ...person, part: 'Front wiper blades' };

  it('takes the part, the rego or VIN, a message and the usual consent', () => {
    expect(dataOf('parts_request', { ...withoutVehicle, vin: ` ${VIN.toLowerCase().slice(0, 8)} ${VIN.slice(8)} `, message: 'Pick up Saturday' })).toEqual({
      ...person, phone: '0412345678', part: 'Front wiper blades', vin: VIN, message: 'Pick up Saturday', opt_in: true,
    });
    expect(dataOf('parts_request', { ...withoutVehicle, Rego: 'abc-123', vin: VIN })).toMatchObject({ Rego: 'ABC123', vin: VIN });
    expect(leadFormFields('parts_request', { ...plain, termsRequired: true })).toEqual([
      'name', 'last_name', 'email', 'phone', 'part', 'Rego', 'vin', 'message', 'opt_in', 'terms_agreed',
    ]);
  });

  it.each([
    [undefined, 'Part name or number is required.'],
    ['   ', 'Part name or number is required.'],
    ['x'.repeat(121), 'Part name or number must be at most 120 characters.'],
    ['Oil filter\nand sump plug', LEAD_MESSAGES.invalidText('Part name or number')],
    [42, 'Part name or number must be text.'],
  ])('part %j → %s', (part, message) => {
    expect(errorsOf('parts_request', { ...valid.parts_request, part }).part).toBe(message);
  });

  it('needs the rego or the VIN, and says so on the Rego field', () => {
    expect(errorsOf('parts_request', withoutVehicle)).toEqual({ Rego: 'Please enter the rego or the VIN.' });
    expect(errorsOf('parts_request', { ...withoutVehicle, Rego: ' ', vin: '' })).toEqual({ Rego: LEAD_MESSAGES.regoOrVin });
    expect(dataOf('parts_request', { ...withoutVehicle, vin: VIN })).not.toHaveProperty('Rego');
    expect(dataOf('parts_request', { ...withoutVehicle, Rego: 'XYZ789' })).not.toHaveProperty('vin');
  });

  it('lists the missing vehicle with the other problems of an empty form', () => {
    expect(Object.keys(errorsOf('parts_request', {})).sort()).toEqual(['Rego', 'email', 'last_name', 'name', 'part', 'phone']);
    expect(errorsOf('parts_request', {}).Rego).toBe(LEAD_MESSAGES.regoOrVin);
  });

  it.each([
    'JTNKU3JE60J02123', // 16
    'JTNKU3JE60J0212345', // 18
    'JTNKU3JE6OJ021234', // O
    'ITNKU3JE60J021234', // I
    'QTNKU3JE60J021234', // Q
    'JTNKU3JE60J02123<',
  ])('refuses the VIN %j', (value) => {
    expect(errorsOf('parts_request', { ...withoutVehicle, vin: value })).toEqual({ vin: LEAD_MESSAGES.vin });
  });

  it('a malformed rego keeps its own message', () => {
    expect(errorsOf('parts_request', { ...withoutVehicle, Rego: 'ABCDEFGHIJ' })).toEqual({ Rego: LEAD_MESSAGES.rego });
  });

  it('refuses unknown keys, e.g. a field of another form', () => {
    expect(errorsOf('parts_request', { ...valid.parts_request, postcode: '2000' })).toEqual({ postcode: 'This form has no field "postcode".' });
  });

  it("chooses among the site's parts locations when it has some, else among its locations", () => {
    const parts = [{ id: 'syd-parts', name: 'Sydney Parts' }, { id: 'par-service', name: 'Parramatta Service' }];
    const options = { ...plain, locations: twoLocations, partsLocations: parts };
    expect(errorsOf('parts_request', valid.parts_request, options).location_id).toBe('Location is required.');
    expect(errorsOf('parts_request', { ...valid.parts_request, location_id: 'syd' }, options).location_id).toBe('Please choose a location from the list.');
    expect(dataOf('parts_request', { ...valid.parts_request, location_id: 'par-service' }, options).location_id).toBe('par-service');
    expect(dataOf('parts_request', valid.parts_request, { ...plain, locations: twoLocations, partsLocations: [parts[0]!] }).location_id).toBe('syd-parts');
    expect(dataOf('parts_request', { ...valid.parts_request, location_id: 'par' }, { ...plain, locations: twoLocations, partsLocations: [] }).location_id).toBe('par');
    expect(dataOf('parts_request', valid.parts_request)).not.toHaveProperty('location_id');
  });
});

describe('trade-in start', () => {
  it('takes who is asking, an optional last name and postcode, the location and the usual consent', () => {
    const options = { ...plain, termsRequired: true, locations: twoLocations };
    expect(leadFormFields('trade_in', options)).toEqual([
      'name', 'last_name', 'email', 'phone', 'postcode', 'location_id', 'opt_in', 'terms_agreed',
    ]);
    expect(dataOf('trade_in', { name: 'Ann', email: 'ann@example.com', phone: '0412 345 678', location_id: 'par', terms_agreed: true }, options)).toEqual({
      name: 'Ann', email: 'ann@example.com', phone: '0412345678', location_id: 'par', opt_in: true, terms_agreed: true,
    });
    expect(dataOf('trade_in', { ...valid.trade_in, postcode: ' 2000 ', last_name: '' })).toEqual({
      name: 'Ann', email: 'ann@example.com', phone: '0412345678', postcode: '2000', opt_in: true,
    });
  });

  it.each([
    ['postcode', '123', LEAD_MESSAGES.postcode],
    ['last_name', '<b>Lee</b>', LEAD_MESSAGES.name('Last Name')],
    ['message', 'hi', 'This form has no field "message".'],
    ['rego', 'ABC123', 'This form has no field "rego".'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf('trade_in', { ...valid.trade_in, [field]: value })[field]).toBe(message);
  });
});

describe('enquiry steps', () => {
  it('cover every enquiry field once, in order', () => {
    const options = { ...plain, termsRequired: true, locations: twoLocations };
    expect(ENQUIRY_STEPS.flat()).toEqual(leadFormFields('enquiry', options));
  });

  it('step 0 validates only the contact fields and ignores the rest', () => {
    const step = enquiryStepSchema(0, plain);
    expect(step.parse({ ...valid.enquiry, location_id: 'x', anything: 1 })).toEqual({
      name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412345678', postcode: '2000',
    });
    const result = step.safeParse({ ...person, postcode: '123' });
    expect(result.success ? {} : leadFieldErrors(result.error)).toEqual({ postcode: LEAD_MESSAGES.postcode });
  });

  it('step 1 requires a location only when the site has several', () => {
    expect(enquiryStepSchema(1, plain).parse({})).toEqual({ PreferredContactMethod: 'Phone', opt_in_finance: false, opt_in_trade: false });
    const result = enquiryStepSchema(1, { ...plain, locations: twoLocations }).safeParse({ name: '' });
    expect(result.success ? {} : leadFieldErrors(result.error)).toEqual({ location_id: 'Location is required.' });
  });

  it('step 2 requires the terms only when the site does', () => {
    expect(enquiryStepSchema(2, plain).parse({})).toEqual({ opt_in: true });
    const result = enquiryStepSchema(2, { ...plain, termsRequired: true }).safeParse({ opt_in: false });
    expect(result.success ? {} : leadFieldErrors(result.error)).toEqual({ terms_agreed: LEAD_MESSAGES.terms });
  });

  it('refuses a step that does not exist', () => {
    expect(() => enquiryStepSchema(3, plain)).toThrow(RangeError);
    expect(() => enquiryStepSchema(-1, plain)).toThrow(RangeError);
  });
});

describe('leadFormFields', () => {
  it('lists the inputs to render, consent last', () => {
    expect(leadFormFields('make_an_offer', { ...plain, termsRequired: true })).toEqual(['name', 'last_name', 'email', 'phone', 'offer_from_client', 'terms_agreed']);
    expect(leadFormFields('contact', { ...plain, locations: twoLocations })).toEqual([
      'name', 'last_name', 'email', 'phone', 'category', 'location_id', 'Rego', 'postcode', 'message', 'opt_in', 'terms_agreed',
    ]);
  });
});

describe('leadFieldErrors', () => {
  it('keeps the first message per field and reports form-level issues under _form', () => {
    const result = leadFormSchema('enquiry', plain).safeParse('not an object');
    expect(result.success ? {} : leadFieldErrors(result.error)).toHaveProperty('_form');
  });

  it('reports a __proto__ key as an own property', () => {
    const result = leadFormSchema('contact', plain).safeParse(JSON.parse(`{"__proto__":{"x":1},"name":"Ann","last_name":"Lee","email":"a@b.au","phone":"0412345678"}`));
    const errors = result.success ? {} : leadFieldErrors(result.error);
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});

describe('collection notice', () => {
  it('names the dealer and the privacy policy, literally', () => {
    const notice = collectionNotice('Smith & Sons $& Co', '/privacy-policy');
    expect(notice).toMatch(/^Smith & Sons \$& Co collects the personal information in this form to respond to your enquiry\./);
    expect(notice).toContain('(/privacy-policy)');
    expect(notice).toContain('complaint');
  });

  it('for a page: the policy’s name is the link text, and no address is left in brackets', () => {
    const { before, link, after } = collectionNoticeParts('Smith & Sons $& Co');
    expect(before).toMatch(/^Smith & Sons \$& Co collects the personal information/);
    expect(before.endsWith('Our ')).toBe(true);
    expect(link).toBe('privacy policy');
    expect(after).toBe(' explains how to access or correct your information and how to make a complaint.');
    expect(`${before}${link}${after}`).not.toMatch(/\(\/|\{privacy\}/);
    expect(`${before}${link} (/privacy-policy)${after}`).toBe(collectionNotice('Smith & Sons $& Co', '/privacy-policy'));
  });
});
