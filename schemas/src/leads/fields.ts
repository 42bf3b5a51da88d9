/**
 * Field schema builders shared by every lead form. Each builder takes the field's wire name so its
 * messages use the label from FIELD_LABELS; each rule aborts the field's checks so a person sees
 * one message per field, the most basic first (required, then length, then content).
 */
import { z } from 'zod';
import { fieldLabel, LEAD_MESSAGES } from './messages';
import { isLocalDateTime, localDateTimeIn, normaliseAuPhone, parseMoney } from './normalise';

/** C0/C1 controls except tab and line breaks, plus bidi overrides (used to disguise text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/** Single-line fields also refuse line breaks and tabs (they end up in e-mail headers and CRM columns). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** Names in any script: letters and combining marks, with spaces, apostrophes (' and ’), hyphens and full stops. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/** Browsers send '' for an empty input and some clients send null: both mean "not given". */
const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Makes a field optional: absent, null or blank all become absent (or `fallback` when given). */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional()).optional();
}

export function withDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  // `.default()` fills absent keys; the preprocess makes '' and null count as absent too.
  return z.preprocess(blankToUndefined, schema.default(fallback as never));
}

function stringOf(name: string) {
  const label = fieldLabel(name);
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? LEAD_MESSAGES.required(label) : LEAD_MESSAGES.notText(label)) });
}

/** Trimmed, non-empty text of at most `max` characters (NFC, so "é" typed two ways counts once). */
export function text(name: string, max: number, { multiline = false }: { multiline?: boolean } = {}) {
  const label = fieldLabel(name);
  const forbidden = multiline ? CONTROL : CONTROL_OR_BREAK;
  return stringOf(name)
    .trim()
    .normalize('NFC')
    .min(1, { error: LEAD_MESSAGES.required(label), abort: true })
    .max(max, { error: LEAD_MESSAGES.tooLong(label, max), abort: true })
    .refine((value) => !forbidden.test(value), { error: LEAD_MESSAGES.invalidText(label), abort: true });
}

export function personName(name: string, max = 60) {
  return text(name, max).refine((value) => NAME.test(value), { error: LEAD_MESSAGES.name(fieldLabel(name)), abort: true });
}

export function email(name = 'email') {
  const label = fieldLabel(name);
  return stringOf(name)
    .trim()
    .toLowerCase()
    .min(1, { error: LEAD_MESSAGES.required(label), abort: true })
    .max(254, { error: LEAD_MESSAGES.tooLong(label, 254), abort: true })
    .pipe(z.email({ error: LEAD_MESSAGES.email }));
}

/** Australian phone number, output in national digits (`0412345678`). */
export function phone(name = 'phone') {
  const label = fieldLabel(name);
  return stringOf(name)
    .trim()
    .min(1, { error: LEAD_MESSAGES.required(label), abort: true })
    .max(30, { error: LEAD_MESSAGES.phone, abort: true })
    .transform((value, ctx) => {
      const national = normaliseAuPhone(value);
      if (national === null) {
        ctx.issues.push({ code: 'custom', message: LEAD_MESSAGES.phone, input: value });
        return z.NEVER;
      }
      return national;
    });
}

export function postcode(name = 'postcode') {
  const label = fieldLabel(name);
  return stringOf(name)
    .trim()
    .min(1, { error: LEAD_MESSAGES.required(label), abort: true })
    .regex(/^\d{4}$/, { error: LEAD_MESSAGES.postcode });
}

/** A checkbox: a real boolean (form-encoded 'on'/'true' is converted by submissionFromFormData). */
export function checkbox(name: string) {
  return z.boolean({ error: LEAD_MESSAGES.checkbox(fieldLabel(name)) });
}

/** A required "I agree" box: absent or false both get the spec's terms message. */
export function mustAgree() {
  return z.literal(true, { error: LEAD_MESSAGES.terms });
}

/**
 * One of a fixed list of values (selects and radio groups). Nothing chosen is 'X is required.': an
 * untouched select posts its empty placeholder option (''), which is no choice, not a wrong one.
 */
export function choice<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  const label = fieldLabel(name);
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? LEAD_MESSAGES.required(label) : LEAD_MESSAGES.choice(label),
  });
}

export function yesNo(name: string) {
  const label = fieldLabel(name);
  return z.enum(['Yes', 'No'], { error: LEAD_MESSAGES.yesNo(label) });
}

/** A positive whole-dollar amount up to `max`, from a number or text like "$25,000". */
export function money(name: string, max = 10_000_000) {
  const label = fieldLabel(name);
  return z.unknown().transform((input, ctx) => {
    if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
      ctx.issues.push({ code: 'custom', message: LEAD_MESSAGES.required(label), input });
      return z.NEVER;
    }
    const parsed = parseMoney(input);
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input });
      return z.NEVER;
    };
    if (!parsed.ok) return fail(LEAD_MESSAGES.amount(label));
    if (parsed.value <= 0) return fail(LEAD_MESSAGES.amountPositive(label));
    if (!Number.isInteger(parsed.value)) return fail(LEAD_MESSAGES.amountWhole(label));
    if (parsed.value > max) return fail(LEAD_MESSAGES.amountMax(label, `$${max.toLocaleString('en-AU')}`));
    return parsed.value;
  });
}

/** A whole number in [min, max], from a number or a numeric string (form posts send text). */
export function wholeNumber(name: string, min: number, max: number) {
  const message = LEAD_MESSAGES.wholeNumber(fieldLabel(name), min, max);
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/** Vehicle registration plate: 1–9 letters or digits, spaces and dashes removed, upper-cased. */
export function rego(name = 'Rego') {
  return stringOf(name)
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,9}$/, { error: LEAD_MESSAGES.rego }));
}

/**
 * Vehicle identification number (ISO 3779): 17 letters or digits, never I, O or Q (read as 1 and 0).
 * Spaces and dashes people copy from papers are removed and letters upper-cased, like the rego.
 */
export function vin(name = 'vin') {
  return stringOf(name)
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/, { error: LEAD_MESSAGES.vin }));
}

export interface DateTimeRule {
  /** When given, the date-time must not be before this instant on the dealer's wall clock. */
  now?: Date;
  /** IANA zone of the dealer's wall clock. */
  timeZone: string;
}

/** A `YYYY-MM-DDTHH:mm` local date-time (datetime-local input), not in the past when `now` is known. */
export function localDateTime(name: string, rule: DateTimeRule) {
  return stringOf(name)
    .trim()
    .refine(isLocalDateTime, { error: LEAD_MESSAGES.date, abort: true })
    .refine((value) => rule.now === undefined || value >= localDateTimeIn(rule.now, rule.timeZone), { error: LEAD_MESSAGES.datePast });
}
