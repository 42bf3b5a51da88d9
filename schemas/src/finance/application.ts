/**
 * The finance pre-approval application ('Get Pre-Approved', /apply-for-finance; issue 15): one strict
 * zod object per step and the whole application, shared by the browser form (step by step) and the
 * route handler (all at once), so both word every message the same way.
 *
 * Wire shape: flat field names, unique across the steps (the lead form kit reads errors by name).
 * The lead form's builders (../leads/fields) give the shared wording; a builder looks its name up in
 * FIELD_LABELS and reads a name that is not there as itself, so fields of this form pass their label.
 *
 * Sensitive fields (SENSITIVE_FIELDS) never go into the lead, its e-mail or the CRM webhook: they are
 * sealed at rest and shown to the dealer only through a signed link (web/src/lib/finance/applications).
 */
import { z } from 'zod';
import {
  choice,
  email,
  money,
  optional,
  personName,
  phone,
  postcode,
  text,
  vin,
  wholeNumber,
} from '../leads/fields';
import { LEAD_MESSAGES } from '../leads/messages';
import { localDateTimeIn, parseMoney } from '../leads/normalise';
import { LeadSubmissionSchema } from '../leads/submission';
import { AU_STATES } from '../vehicle/fields';
import {
  CAR_TYPES,
  EMPLOYED_STATUSES,
  EMPLOYMENT_STATUSES,
  FINANCE_FIELD_LABELS,
  FINANCE_MESSAGES,
  PAYING_RESIDENTIAL_STATUSES,
  RELATIONSHIP_STATUSES,
  RESIDENTIAL_STATUSES,
  TITLES,
  type FinanceStepId,
} from './application-fields';

export * from './application-fields';

/** What a site and the moment decide about the application. */
export interface FinanceApplicationOptions {
  /** The moment to check the applicant's age against (server: the request time; browser: now). Without it only the date's form is checked. */
  now?: Date;
  /** Whose calendar "today" is in for the age rule. Default Australia/Sydney. */
  timeZone?: string;
  /** The site's dealership slugs the shopper may prefer; none: no such field. */
  dealerships?: readonly string[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date `YYYY-MM-DD` (what `<input type="date">` sends). */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether someone born on `dob` (YYYY-MM-DD) has had their 18th birthday by `today` (YYYY-MM-DD). */
export function isAdultOn(dob: string, today: string): boolean {
  // Plain text order of same-width dates; a 29 February birthday turns 18 on 1 March in other years.
  return `${String(Number(dob.slice(0, 4)) + 18).padStart(4, '0')}${dob.slice(4)}` <= today;
}

function dateOfBirth({ now, timeZone = 'Australia/Sydney' }: FinanceApplicationOptions) {
  const label = FINANCE_FIELD_LABELS.date_of_birth;
  return z
    .string({ error: (issue) => (issue.input == null ? LEAD_MESSAGES.required(label) : FINANCE_MESSAGES.dateOfBirth) })
    .trim()
    .min(1, { error: LEAD_MESSAGES.required(label), abort: true })
    .refine(isIsoDate, { error: FINANCE_MESSAGES.dateOfBirth, abort: true })
    .refine((value) => value >= '1900-01-01', { error: FINANCE_MESSAGES.dateOfBirthRange, abort: true })
    .refine((value) => now === undefined || value <= localDateTimeIn(now, timeZone).slice(0, 10), {
      error: FINANCE_MESSAGES.dateOfBirthRange,
      abort: true,
    })
    .refine((value) => now === undefined || isAdultOn(value, localDateTimeIn(now, timeZone).slice(0, 10)), {
      error: FINANCE_MESSAGES.underAge,
    });
}

/** A mobile in national digits (0412345678): the lender verifies by SMS. */
const mobile = () => phone('phone').refine((value) => value.startsWith('04'), { error: FINANCE_MESSAGES.mobile });

/** Licence numbers differ by state (NSW 8 digits, VIC up to 10, some with letters): 4–10 letters or digits, spaces removed. */
function licenceNumber() {
  const label = FINANCE_FIELD_LABELS.licence_number;
  return z
    .string({ error: (issue) => (issue.input == null ? LEAD_MESSAGES.required(label) : LEAD_MESSAGES.notText(label)) })
    .max(30, { error: FINANCE_MESSAGES.licence, abort: true })
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: LEAD_MESSAGES.required(label), abort: true })
        .regex(/^[A-Z0-9]{4,10}$/, { error: FINANCE_MESSAGES.licence }),
    );
}

/** A whole-dollar amount from 0 (nothing paid) up to `max`, from a number or text like "$1,200". */
function amount(label: string, max = 1_000_000) {
  return z.unknown().transform((input, ctx) => {
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input });
      return z.NEVER;
    };
    if (input === undefined || input === null || (typeof input === 'string' && input.trim() === ''))
      return fail(LEAD_MESSAGES.required(label));
    const parsed = parseMoney(input);
    if (!parsed.ok) return fail(LEAD_MESSAGES.amount(label));
    if (parsed.value < 0) return fail(FINANCE_MESSAGES.notNegative(label));
    if (!Number.isInteger(parsed.value)) return fail(LEAD_MESSAGES.amountWhole(label));
    if (parsed.value > max) return fail(LEAD_MESSAGES.amountMax(label, `$${max.toLocaleString('en-AU')}`));
    return parsed.value;
  });
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const carId = () =>
  z
    .string({ error: LEAD_MESSAGES.notText(FINANCE_FIELD_LABELS.car_id) })
    .trim()
    .regex(ID, { error: `${FINANCE_FIELD_LABELS.car_id} is not valid.` });

/** A count chosen from a list or typed: nothing given is 'X is required.', anything else the range message. */
function count(label: string, min: number, max: number) {
  return z
    .unknown()
    .refine((value) => !(value === undefined || value === null || (typeof value === 'string' && value.trim() === '')), {
      error: LEAD_MESSAGES.required(label),
      abort: true,
    })
    .pipe(wholeNumber(label, min, max));
}

const L = FINANCE_FIELD_LABELS;
const mustBeTrue = (message: string) => z.literal(true, { error: message });

function applicantShape(options: FinanceApplicationOptions) {
  return {
    title: optional(choice(L.title, TITLES)),
    name: personName('name'),
    last_name: personName('last_name'),
    date_of_birth: dateOfBirth(options),
    phone: mobile(),
    email: email(),
    licence_number: licenceNumber(),
    licence_state: choice(L.licence_state, AU_STATES),
    relationship_status: choice(L.relationship_status, RELATIONSHIP_STATUSES),
    dependants: count(L.dependants, 0, 10),
  };
}

function residenceShape() {
  return {
    address_line: text(L.address_line, 100),
    suburb: text(L.suburb, 60),
    state: choice(L.state, AU_STATES),
    postcode: postcode(),
    residential_status: choice(L.residential_status, RESIDENTIAL_STATUSES),
    years_at_address: count(L.years_at_address, 0, 99),
    months_at_address: count(L.months_at_address, 0, 11),
    housing_cost: optional(amount(L.housing_cost, 100_000)),
  };
}

function employmentShape() {
  return {
    employment_status: choice(L.employment_status, EMPLOYMENT_STATUSES),
    employer: optional(text(L.employer, 100)),
    occupation: optional(text(L.occupation, 60)),
    years_in_job: optional(wholeNumber(L.years_in_job, 0, 60)),
    months_in_job: optional(wholeNumber(L.months_in_job, 0, 11)),
  };
}

function financesShape() {
  return {
    net_income: amount(L.net_income),
    other_income: optional(amount(L.other_income)),
    other_income_source: optional(text(L.other_income_source, 100)),
    living_expenses: money(L.living_expenses, 1_000_000),
    loan_repayments: optional(amount(L.loan_repayments)),
    credit_card_limits: optional(amount(L.credit_card_limits, 10_000_000)),
  };
}

function carShape({ dealerships = [] }: FinanceApplicationOptions) {
  const [first, ...rest] = dealerships;
  return {
    car_id: optional(carId()),
    car_type: optional(choice(L.car_type, CAR_TYPES)),
    vin: optional(vin()),
    purchase_price: money(L.purchase_price, 1_000_000),
    deposit: optional(amount(L.deposit, 1_000_000)),
    term_years: count(L.term_years, 1, 7),
    // A site without dealerships to prefer refuses any (the form shows no such field).
    preferred_dealership:
      first === undefined
        ? optional(z.never({ error: LEAD_MESSAGES.choice(L.preferred_dealership) }))
        : optional(choice(L.preferred_dealership, [first, ...rest])),
  };
}

function consentShape() {
  return {
    credit_enquiry_consent: mustBeTrue(FINANCE_MESSAGES.creditEnquiry),
    privacy_acknowledged: mustBeTrue(FINANCE_MESSAGES.privacy),
  };
}

type Rule = {
  /** The field the message belongs to. */
  path: string;
  /** The fields the rule reads: it runs once these parsed, even while other fields still have errors. */
  reads: readonly string[];
  valid: (value: Record<string, unknown>) => boolean;
  message: string;
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

const RESIDENCE_RULES: readonly Rule[] = [
  {
    path: 'housing_cost',
    reads: ['residential_status', 'housing_cost'],
    valid: (v) => !PAYING_RESIDENTIAL_STATUSES.has(String(v.residential_status)) || present(v.housing_cost),
    message: LEAD_MESSAGES.required(L.housing_cost),
  },
];

const EMPLOYMENT_RULES: readonly Rule[] = (['employer', 'occupation', 'years_in_job', 'months_in_job'] as const).map((name) => ({
  path: name,
  reads: ['employment_status', name],
  valid: (v) => !EMPLOYED_STATUSES.has(String(v.employment_status)) || present(v[name]),
  message: LEAD_MESSAGES.required(L[name]),
}));

const CAR_RULES: readonly Rule[] = [
  {
    path: 'deposit',
    reads: ['purchase_price', 'deposit'],
    valid: (v) => typeof v.deposit !== 'number' || typeof v.purchase_price !== 'number' || v.deposit < v.purchase_price,
    message: FINANCE_MESSAGES.depositBelowPrice,
  },
];

/** A strict object with its cross-field rules, each run as soon as the fields it reads are valid. */
function withRules<S extends z.ZodRawShape>(shape: S, rules: readonly Rule[]) {
  let schema = z.strictObject(shape);
  for (const rule of rules) {
    schema = schema.refine((value) => rule.valid(value as Record<string, unknown>), {
      path: [rule.path],
      error: rule.message,
      // A property's issue carries its key as the first path element (an unknown key's has no path).
      when: (payload) => !payload.issues.some((issue) => rule.reads.includes(String(issue.path?.[0]))),
    });
  }
  return schema;
}

function stepParts(step: FinanceStepId, options: FinanceApplicationOptions): { shape: z.ZodRawShape; rules: readonly Rule[] } {
  switch (step) {
    case 'applicant':
      return { shape: applicantShape(options), rules: [] };
    case 'residence':
      return { shape: residenceShape(), rules: RESIDENCE_RULES };
    case 'employment':
      return { shape: employmentShape(), rules: EMPLOYMENT_RULES };
    case 'finances':
      return { shape: financesShape(), rules: [] };
    case 'car':
      return { shape: carShape(options), rules: CAR_RULES };
    case 'consent':
      return { shape: consentShape(), rules: [] };
  }
}

/** One step's fields (the browser checks a step before moving on). */
export function financeStepSchema(step: FinanceStepId, options: FinanceApplicationOptions = {}) {
  const { shape, rules } = stepParts(step, options);
  return withRules(shape, rules);
}

/** The whole application: every step's fields and rules in one strict object (the server's check). */
export function financeApplicationSchema(options: FinanceApplicationOptions = {}) {
  return withRules(
    {
      ...applicantShape(options),
      ...residenceShape(),
      ...employmentShape(),
      ...financesShape(),
      ...carShape(options),
      ...consentShape(),
    },
    [...RESIDENCE_RULES, ...EMPLOYMENT_RULES, ...CAR_RULES],
  );
}

/** A validated application (amounts in whole dollars, phone in national digits, e-mail lower-cased). */
export type FinanceApplication = z.output<ReturnType<typeof financeApplicationSchema>>;

/**
 * The request body of POST /api/finance-applications: the lead envelope (honeypot `company_website`,
 * `started_at`, `context`) with the application as `fields` (checked afterwards with
 * financeApplicationSchema) — and no `car_id` beside them: the car is a field of the car step.
 */
export const FinanceApplicationSubmissionSchema = LeadSubmissionSchema.omit({ car_id: true });
export type FinanceApplicationSubmission = z.infer<typeof FinanceApplicationSubmissionSchema>;
