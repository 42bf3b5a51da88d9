/** The shared application schema (@forecourt/schemas/finance/application): steps, rules, messages, the sensitive list. */
import {
  FINANCE_FIELD_LABELS,
  FINANCE_STEPS,
  financeApplicationSchema,
  financeStepSchema,
  isAdultOn,
  isIsoDate,
  nonSensitiveFields,
  SENSITIVE_FIELDS,
} from '@forecourt/schemas/finance/application';
import { leadFieldErrors } from '@forecourt/schemas/leads';
import { describe, expect, it } from 'vitest';
import { validApplication } from './test-fixture';

const NOW = new Date('2025-07-01T02:00:00Z'); // 1 July 2025, midday in Sydney
const errors = (value: unknown, options = { now: NOW }) => {
  const parsed = financeApplicationSchema(options).safeParse(value);
  return parsed.success ? {} : leadFieldErrors(parsed.error);
};

describe('the finance application schema', () => {
  it('accepts a whole application and normalises it', () => {
    const parsed = financeApplicationSchema({ now: NOW }).parse(validApplication());
    expect(parsed).toMatchObject({
      phone: '0412345678',
      email: 'zoe@example.com',
      dependants: 2,
      housing_cost: 1987,
      net_income: 6543,
      purchase_price: 32990,
      deposit: 5000,
      term_years: 5,
      credit_enquiry_consent: true,
    });
  });

  it('has six steps whose fields are exactly the whole schema’s, each labelled', () => {
    expect(FINANCE_STEPS.map((s) => s.label)).toEqual(['Applicant', 'Residence', 'Employment', 'Income & expenses', 'The car', 'Review & consent']);
    const all = FINANCE_STEPS.flatMap((s) => s.fields);
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(Object.keys(financeApplicationSchema().shape).sort());
    for (const name of all) expect(FINANCE_FIELD_LABELS[name]).toBeTruthy();
  });

  it('validates one step at a time, refusing keys of other steps', () => {
    const applicant = Object.fromEntries(FINANCE_STEPS[0]!.fields.map((f) => [f, validApplication()[f]]));
    expect(financeStepSchema('applicant', { now: NOW }).safeParse(applicant).success).toBe(true);
    expect(financeStepSchema('applicant', { now: NOW }).safeParse({ ...applicant, suburb: 'x' }).success).toBe(false);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['under 18 (18th birthday tomorrow)', { date_of_birth: '2007-07-02' }, { date_of_birth: 'You must be 18 or older to apply for finance.' }],
    ['a date that does not exist', { date_of_birth: '1990-02-30' }, { date_of_birth: 'Please enter your date of birth as a real date, e.g. 27/03/1990.' }],
    ['a birthday in the future', { date_of_birth: '2030-01-01' }, { date_of_birth: 'Please check your date of birth.' }],
    ['a landline as the mobile', { phone: '07 3123 4567' }, { phone: 'Please enter an Australian mobile number (04…).' }],
    ['a bad postcode', { postcode: '400' }, { postcode: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['a bad licence', { licence_number: 'AB!' }, { licence_number: 'Driver licence number must be 4 to 10 letters or digits.' }],
    ['eleven dependants', { dependants: '11' }, { dependants: 'Number of dependants must be a whole number from 0 to 10.' }],
    ['no credit enquiry consent', { credit_enquiry_consent: false }, { credit_enquiry_consent: 'You must agree to the credit enquiry before we can send your application.' }],
    ['no privacy acknowledgement', { privacy_acknowledged: undefined }, { privacy_acknowledged: 'Please confirm that you have read the collection notice.' }],
    ['an eight-year term', { term_years: '8' }, { term_years: 'Loan term (years) must be a whole number from 1 to 7.' }],
    ['a deposit above the price', { deposit: '40,000' }, { deposit: 'The deposit must be less than the purchase price.' }],
    ['rent missing for a renter', { housing_cost: '' }, { housing_cost: 'Monthly rent or mortgage is required.' }],
    ['a negative income', { net_income: '-5' }, { net_income: 'Monthly income after tax cannot be less than $0.' }],
    ['an employer missing for a full-time job', { employer: ' ' }, { employer: 'Employer is required.' }],
    ['markup as a name', { name: '<b>Zoë</b>' }, { name: 'First Name may contain only letters, spaces, apostrophes, hyphens and full stops.' }],
    ['a control character in the suburb', { suburb: 'Kangaroo\u0000Point' }, { suburb: 'Suburb contains characters that are not allowed.' }],
    ['a huge street address', { address_line: 'x'.repeat(5000) }, { address_line: 'Street address must be at most 100 characters.' }],
    ['an unknown field', { is_admin: true }, { is_admin: 'This form has no field "is_admin".' }],
    ['a preferred dealership on a site without any', { preferred_dealership: 'elsewhere' }, { preferred_dealership: 'Please choose a preferred dealership from the list.' }],
  ])('refuses %s', (_name, change, expected) => {
    expect(errors(validApplication(change))).toEqual(expected);
  });

  it('needs no job details when retired, nor rent when owning outright', () => {
    const retired = validApplication({ employment_status: 'retired', employer: '', occupation: '', years_in_job: '', months_in_job: '' });
    expect(errors(retired)).toEqual({});
    expect(errors(validApplication({ residential_status: 'own', housing_cost: '' }))).toEqual({});
  });

  it('takes a preferred dealership among the site’s only', () => {
    const options = { now: NOW, dealerships: ['gateway-car-superstore'] };
    expect(errors(validApplication({ preferred_dealership: 'gateway-car-superstore' }), options)).toEqual({});
    expect(errors(validApplication({ preferred_dealership: 'southern-cross-mazda' }), options)).toEqual({
      preferred_dealership: 'Please choose a preferred dealership from the list.',
    });
  });

  it('counts 18th birthdays by the calendar, 29 February included', () => {
    expect(isAdultOn('2007-07-01', '2025-07-01')).toBe(true);
    expect(isAdultOn('2007-07-02', '2025-07-01')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('27/03/1990')).toBe(false);
  });
});

describe('the sensitive fields', () => {
  it('are every field but the name, mobile, e-mail, state, postcode, the car, the amounts and the consents', () => {
    const all = FINANCE_STEPS.flatMap((s) => s.fields);
    const open = all.filter((f) => !(SENSITIVE_FIELDS as readonly string[]).includes(f));
    expect(open.sort()).toEqual(
      [
        'name', 'last_name', 'phone', 'email', 'state', 'postcode',
        'car_id', 'car_type', 'vin', 'purchase_price', 'deposit', 'term_years', 'preferred_dealership',
        'credit_enquiry_consent', 'privacy_acknowledged',
      ].sort(),
    );
  });

  it('are left out by nonSensitiveFields', () => {
    const kept = nonSensitiveFields(financeApplicationSchema({ now: NOW }).parse(validApplication()));
    for (const name of SENSITIVE_FIELDS) expect(kept).not.toHaveProperty(name);
    expect(kept).toMatchObject({ name: 'Zoë', postcode: '4169', purchase_price: 32990 });
  });
});
