/**
 * A valid application for the finance application tests (not app code), with values distinctive
 * enough to search for in stored rows and rendered e-mails.
 */
export const SENSITIVE_VALUES = {
  licence_number: 'QX7731946',
  date_of_birth: '1987-03-27',
  address_line: '17 Wattlebird Crescent',
  suburb: 'Kangaroo Point',
  employer: 'Brisbane Ferries Pty Ltd',
  occupation: 'Deckhand',
  net_income: 6543,
  living_expenses: 2109,
  housing_cost: 1987,
  credit_card_limits: 15432,
  loan_repayments: 48213,
  other_income_source: 'Rental income Redcliffe',
} as const;

/** Every field filled (as a browser sends them: numbers as text from selects and money inputs). */
export function validApplication(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Ms',
    name: 'Zoë',
    last_name: "O'Brien-Nguyễn",
    date_of_birth: SENSITIVE_VALUES.date_of_birth,
    phone: '0412 345 678',
    email: 'Zoe@Example.com',
    licence_number: SENSITIVE_VALUES.licence_number,
    licence_state: 'QLD',
    relationship_status: 'de_facto',
    dependants: '2',
    address_line: SENSITIVE_VALUES.address_line,
    suburb: SENSITIVE_VALUES.suburb,
    state: 'QLD',
    postcode: '4169',
    residential_status: 'renting',
    years_at_address: '3',
    months_at_address: '4',
    housing_cost: '1,987',
    employment_status: 'full_time',
    employer: SENSITIVE_VALUES.employer,
    occupation: SENSITIVE_VALUES.occupation,
    years_in_job: '6',
    months_in_job: '0',
    net_income: '6,543',
    other_income: '450',
    other_income_source: SENSITIVE_VALUES.other_income_source,
    living_expenses: '2,109',
    loan_repayments: '321',
    credit_card_limits: '15,432',
    purchase_price: '32,990',
    deposit: '5,000',
    term_years: '5',
    car_type: 'used',
    credit_enquiry_consent: true,
    privacy_acknowledged: true,
    ...overrides,
  };
}
