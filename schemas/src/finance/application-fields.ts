/**
 * The finance pre-approval application's words and lists without its zod schemas: the choices and
 * their labels, every field's label, the steps and their fields, the consent texts and which fields
 * are sensitive. The browser form renders from these and loads the schemas (application.ts, and zod
 * with them) only when it checks a step; application.ts re-exports all of it.
 */
import { fieldLabel } from '../leads/messages';

export const FINANCE_APPLICATION_FORM = 'finance_application';
export const FINANCE_APPLICATION_CATEGORY = 'Finance';
export const FINANCE_APPLICATION_SUBCATEGORY = 'Pre-Approval';
/** Who runs the credit enquiry when the site names no lender. */
export const DEFAULT_FINANCE_PROVIDER = 'our finance partner';

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'married', 'de_facto', 'separated', 'divorced', 'widowed'] as const;
export const RESIDENTIAL_STATUSES = ['own', 'mortgage', 'renting', 'boarding', 'with_parents'] as const;
export const EMPLOYMENT_STATUSES = [
  'full_time',
  'part_time',
  'casual',
  'contract',
  'self_employed',
  'retired',
  'home_duties',
  'student',
  'unemployed',
] as const;
/** The vehicle field list's car types: one list for the stock and the application's car. */
export { CAR_TYPES } from '../vehicle/fields';

/** What the shopper reads for each value (selects, the review step and the dealer's view). */
export const CHOICE_LABELS: Readonly<Record<string, string>> = {
  single: 'Single',
  married: 'Married',
  de_facto: 'De facto',
  separated: 'Separated',
  divorced: 'Divorced',
  widowed: 'Widowed',
  own: 'Own outright',
  mortgage: 'Own with a mortgage',
  renting: 'Renting',
  boarding: 'Boarding',
  with_parents: 'Living with parents',
  full_time: 'Full-time',
  part_time: 'Part-time',
  casual: 'Casual',
  contract: 'Contractor',
  self_employed: 'Self-employed',
  retired: 'Retired',
  home_duties: 'Home duties',
  student: 'Student',
  unemployed: 'Not employed',
  new: 'New',
  used: 'Used',
  demo: 'Demo',
};

/** Employment that has an employer, an occupation and a time in the job. */
export const EMPLOYED_STATUSES: ReadonlySet<string> = new Set(['full_time', 'part_time', 'casual', 'contract', 'self_employed']);
/** Housing the shopper pays for each month. */
export const PAYING_RESIDENTIAL_STATUSES: ReadonlySet<string> = new Set(['mortgage', 'renting', 'boarding']);

/** The label of every field of the application, by wire name. */
export const FINANCE_FIELD_LABELS = {
  title: 'Title',
  name: fieldLabel('name'),
  last_name: fieldLabel('last_name'),
  date_of_birth: 'Date of birth',
  phone: fieldLabel('phone'),
  email: fieldLabel('email'),
  licence_number: 'Driver licence number',
  licence_state: 'Licence state',
  relationship_status: 'Relationship status',
  dependants: 'Number of dependants',
  address_line: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postcode: fieldLabel('postcode'),
  residential_status: 'Residential status',
  years_at_address: 'Years at this address',
  months_at_address: 'Months at this address',
  housing_cost: 'Monthly rent or mortgage',
  employment_status: 'Employment status',
  employer: 'Employer',
  occupation: 'Occupation',
  years_in_job: 'Years in this job',
  months_in_job: 'Months in this job',
  net_income: 'Monthly income after tax',
  other_income: 'Other monthly income',
  other_income_source: 'Source of other income',
  living_expenses: 'Monthly living expenses',
  loan_repayments: 'Monthly loan repayments',
  credit_card_limits: 'Total credit card limits',
  car_id: 'Car',
  car_type: 'Car type',
  vin: fieldLabel('vin'),
  purchase_price: 'Purchase price or budget',
  deposit: 'Deposit or trade-in',
  term_years: 'Loan term (years)',
  preferred_dealership: 'Preferred dealership',
  credit_enquiry_consent: 'Credit enquiry consent',
  privacy_acknowledged: 'Collection notice',
} as const;
export type FinanceFieldName = keyof typeof FINANCE_FIELD_LABELS;

export const FINANCE_MESSAGES = {
  dateOfBirth: 'Please enter your date of birth as a real date, e.g. 27/03/1990.',
  dateOfBirthRange: 'Please check your date of birth.',
  underAge: 'You must be 18 or older to apply for finance.',
  mobile: 'Please enter an Australian mobile number (04…).',
  licence: 'Driver licence number must be 4 to 10 letters or digits.',
  notNegative: (label: string) => `${label} cannot be less than $0.`,
  depositBelowPrice: 'The deposit must be less than the purchase price.',
  creditEnquiry: 'You must agree to the credit enquiry before we can send your application.',
  privacy: 'Please confirm that you have read the collection notice.',
} as const;

/** The consent checkbox's words, naming who runs the credit enquiry (kept with the sealed application). */
export function creditEnquiryConsentText(provider: string | undefined): string {
  const lender = provider?.trim() || DEFAULT_FINANCE_PROVIDER;
  return (
    `I agree that ${lender} may obtain my credit report from a credit reporting body, and use and ` +
    'disclose my information, to assess this application for finance.'
  );
}

export const PRIVACY_ACKNOWLEDGEMENT_TEXT = 'I have read the collection notice above.';

export const FINANCE_STEP_IDS = ['applicant', 'residence', 'employment', 'finances', 'car', 'consent'] as const;
export type FinanceStepId = (typeof FINANCE_STEP_IDS)[number];

/**
 * The steps in order: their headings (the step indicator's labels) and their fields, in display
 * order. application.ts builds each step's zod object with exactly these keys (application.test.ts).
 */
export const FINANCE_STEPS: readonly { id: FinanceStepId; label: string; fields: readonly FinanceFieldName[] }[] = [
  {
    id: 'applicant',
    label: 'Applicant',
    fields: ['title', 'name', 'last_name', 'date_of_birth', 'phone', 'email', 'licence_number', 'licence_state', 'relationship_status', 'dependants'],
  },
  {
    id: 'residence',
    label: 'Residence',
    fields: ['address_line', 'suburb', 'state', 'postcode', 'residential_status', 'years_at_address', 'months_at_address', 'housing_cost'],
  },
  { id: 'employment', label: 'Employment', fields: ['employment_status', 'employer', 'occupation', 'years_in_job', 'months_in_job'] },
  {
    id: 'finances',
    label: 'Income & expenses',
    fields: ['net_income', 'other_income', 'other_income_source', 'living_expenses', 'loan_repayments', 'credit_card_limits'],
  },
  { id: 'car', label: 'The car', fields: ['car_id', 'car_type', 'vin', 'purchase_price', 'deposit', 'term_years', 'preferred_dealership'] },
  { id: 'consent', label: 'Review & consent', fields: ['credit_enquiry_consent', 'privacy_acknowledged'] },
];

/**
 * The fields that refuse "nothing" whatever else was answered: the form marks them required before it
 * has loaded the schema that decides it (application.test.ts checks this list against the schema).
 * The job's fields and the housing cost become required through another answer (the form reads that).
 */
export const FINANCE_ALWAYS_REQUIRED = [
  'name',
  'last_name',
  'date_of_birth',
  'phone',
  'email',
  'licence_number',
  'licence_state',
  'relationship_status',
  'dependants',
  'address_line',
  'suburb',
  'state',
  'postcode',
  'residential_status',
  'years_at_address',
  'months_at_address',
  'employment_status',
  'net_income',
  'living_expenses',
  'purchase_price',
  'term_years',
  'credit_enquiry_consent',
  'privacy_acknowledged',
] as const satisfies readonly FinanceFieldName[];

/**
 * The fields that stay out of the lead, its e-mail and the CRM: everything but the applicant's name,
 * mobile and e-mail, their state and postcode, the car and the amounts (price, deposit, term).
 */
export const SENSITIVE_FIELDS = [
  'title',
  'date_of_birth',
  'licence_number',
  'licence_state',
  'relationship_status',
  'dependants',
  'address_line',
  'suburb',
  'residential_status',
  'years_at_address',
  'months_at_address',
  'housing_cost',
  'employment_status',
  'employer',
  'occupation',
  'years_in_job',
  'months_in_job',
  'net_income',
  'other_income',
  'other_income_source',
  'living_expenses',
  'loan_repayments',
  'credit_card_limits',
] as const satisfies readonly FinanceFieldName[];
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

const SENSITIVE: ReadonlySet<string> = new Set(SENSITIVE_FIELDS);
export const isSensitiveField = (name: string): boolean => SENSITIVE.has(name);

/** The application minus its sensitive fields: what the lead may carry. */
export function nonSensitiveFields(application: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(application).filter(([name, value]) => !SENSITIVE.has(name) && value !== undefined));
}
