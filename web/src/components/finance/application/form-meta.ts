/**
 * What the shared application schema says about the form's fields, read once for rendering: which
 * step each field is on, which are required (also when another answer makes them so), the initial
 * values, and what is sent. The schema stays the one source: the form never re-states a rule (the
 * always-required list is checked against the schema in @forecourt/schemas). No zod here: this is
 * the form's first load, and the schema comes with the first check (application-checks.ts).
 */
import {
  EMPLOYED_STATUSES,
  FINANCE_ALWAYS_REQUIRED,
  FINANCE_STEPS,
  PAYING_RESIDENTIAL_STATUSES,
} from '@forecourt/schemas/finance/application-fields';
import { own } from '@forecourt/schemas/own';

export const ALL_FIELDS: readonly string[] = FINANCE_STEPS.flatMap((s) => s.fields);
const KNOWN: ReadonlySet<string> = new Set(ALL_FIELDS);
const CHECKBOXES: ReadonlySet<string> = new Set(['credit_enquiry_consent', 'privacy_acknowledged']);
/** Housing without rent or a mortgage: the form asks no monthly cost. */
export const NO_HOUSING_COST: ReadonlySet<string> = new Set(['own', 'with_parents']);
export const JOB_FIELDS: readonly string[] = ['employer', 'occupation', 'years_in_job', 'months_in_job'];

/** Fields that refuse "nothing", whatever else was answered. */
const ALWAYS_REQUIRED: ReadonlySet<string> = new Set(FINANCE_ALWAYS_REQUIRED);

export const isEmployed = (status: unknown) => typeof status === 'string' && EMPLOYED_STATUSES.has(status);

export function isFieldRequired(name: string, values: { employment_status?: unknown; residential_status?: unknown }): boolean {
  if (ALWAYS_REQUIRED.has(name)) return true;
  if (JOB_FIELDS.includes(name)) return isEmployed(values.employment_status);
  if (name === 'housing_cost') return typeof values.residential_status === 'string' && PAYING_RESIDENTIAL_STATUSES.has(values.residential_status);
  return false;
}

/** The index of the step a field is on, or -1 for a name that is no field of the form. */
export function stepOf(name: string): number {
  return FINANCE_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(name));
}

/** Every field present (inputs are controlled from the start): checkboxes unticked, the rest blank, then the page's presets. */
export function initialValues(presets: Record<string, string> = {}): Record<string, string | boolean> {
  const values = new Map<string, string | boolean>();
  for (const name of ALL_FIELDS) values.set(name, CHECKBOXES.has(name) ? false : '');
  for (const [name, value] of Object.entries(presets)) if (KNOWN.has(name) && !CHECKBOXES.has(name)) values.set(name, value);
  return Object.fromEntries(values);
}

/** The fields sent: the form's own, blanks left out, and no job details or rent where the form did not ask them. */
export function fieldsToSend(values: Record<string, unknown>): Record<string, unknown> {
  const employed = isEmployed(values.employment_status);
  const sent = new Map<string, unknown>();
  for (const name of ALL_FIELDS) {
    if (!employed && JOB_FIELDS.includes(name)) continue;
    if (name === 'housing_cost' && NO_HOUSING_COST.has(String(values.residential_status))) continue;
    const value = own(values, name);
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    sent.set(name, value);
  }
  return Object.fromEntries(sent);
}
