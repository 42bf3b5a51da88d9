/**
 * The lead forms (spec §3 lead/contact/enquiry fields, §5 validation rules): one strict zod object
 * per form kind, built from what the site and car decide (FormOptions). The browser form and the
 * route handler call the same builder with the same options, so they cannot disagree.
 */
import { z } from 'zod';
import {
  checkbox, choice, email, localDateTime, money, mustAgree, optional, personName, phone, postcode, rego, text, vin,
  wholeNumber, withDefault, yesNo,
} from './fields';
import { CONTACT_CATEGORIES, LEAD_MESSAGES, PREFERRED_CONTACT_METHODS, REQUEST_PHOTOS_MESSAGE } from './messages';

export const FORM_KINDS = [
  'enquiry', 'test_drive', 'request_photos', 'make_an_offer', 'contact', 'fleet_enquiry', 'finance_enquiry',
  'find_similar', 'careers', 'parts_request', 'trade_in',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const FormKindSchema = z.enum(FORM_KINDS);

/** What a site/car decides about a form (from site flags, locations, the car). */
export interface FormOptions {
  /** site.features.terms_required → `terms_agreed` must be true (on every form kind). */
  termsRequired: boolean;
  /** contact/fleet: !site.features.contact_comments_optional → `message` required. */
  commentsRequired: boolean;
  /** Choices shown. More than one: `location_id` required, one of the ids. Exactly one: auto-selected. None: no field. */
  locations: { id: string; name: string }[];
  /** Same rule for `dealership_slug` (contact form). */
  dealerships: { slug: string; name: string }[];
  /**
   * The site's parts counters (locations of type or subtype parts): when non-empty, parts_request
   * takes `location_id` among them, so the request reaches the parts team; otherwise `locations`.
   */
  partsLocations?: { id: string; name: string }[];
  /** The car's distribution locations: when non-empty, test_drive takes `location_id` among them (not `locations`). */
  testDriveLocations?: { id: string; name: string }[];
  /** test_drive: when set, `terms_agreed` is required (the disclaimer is the terms text). */
  customDisclaimer?: string;
  /**
   * The moment to compare test-drive dates with. Pass it (browser: `new Date()`; server: the
   * request time) to refuse past dates; without it any real date-time is accepted, which keeps
   * the schema pure for callers that cannot know the time (e.g. static rendering).
   */
  now?: Date;
  /** The dealer's IANA time zone: the test-drive date is a wall-clock time there. Default Australia/Sydney. */
  timeZone?: string;
}

export type LeadFields = Record<string, unknown>;

type Shape = Record<string, z.ZodType>;

/**
 * A select among the given ids: with several, required and one of them; with one, optional and
 * defaulted to it (spec §4 "A single location is auto-selected") but refused if it names another;
 * with none, absent from the form.
 */
function pick(name: string, ids: string[]): Shape {
  const [first, ...rest] = ids;
  if (first === undefined) return {};
  const field = choice(name, [first, ...rest]);
  return { [name]: rest.length === 0 ? withDefault(field, first) : field };
}

/** Who is asking: every form starts with these. */
function core(): Shape {
  return { name: personName('name'), last_name: personName('last_name'), email: email(), phone: phone() };
}

/** Marketing consent (spec §5 "opt-in optional, default true"), kept apart from the terms and the collection notice. */
const optIn = (): Shape => ({ opt_in: withDefault(checkbox('opt_in'), true) });

function terms(required: boolean): Shape {
  // Not required: a form may still send its (unticked or ticked) box; it means nothing then.
  return { terms_agreed: required ? mustAgree() : optional(checkbox('terms_agreed')) };
}

const optionalMessage = (max: number) => optional(text('message', max, { multiline: true }));
const comments = (required: boolean, max: number) => (required ? text('message', max, { multiline: true }) : optionalMessage(max));

const locations = (options: FormOptions) => pick('location_id', options.locations.map((l) => l.id));

function shapeOf(kind: FormKind, options: FormOptions): Shape {
  const consent = terms(options.termsRequired);
  switch (kind) {
    case 'enquiry':
      return {
        ...core(),
        postcode: postcode(),
        PreferredContactMethod: withDefault(choice('PreferredContactMethod', PREFERRED_CONTACT_METHODS), 'Phone'),
        finance: optional(yesNo('finance')),
        'do-you-have-a-trade-in': optional(yesNo('do-you-have-a-trade-in')),
        opt_in_finance: withDefault(checkbox('opt_in_finance'), false),
        opt_in_trade: withDefault(checkbox('opt_in_trade'), false),
        message: optionalMessage(2000),
        ...locations(options),
        ...optIn(),
        ...consent,
      };
    case 'test_drive': {
      const distribution = options.testDriveLocations ?? [];
      return {
        ...core(),
        preferred_date: optional(localDateTime('preferred_date', { now: options.now, timeZone: options.timeZone ?? 'Australia/Sydney' })),
        ...pick('location_id', distribution.map((l) => l.id)),
        message: optionalMessage(2000),
        ...optIn(),
        ...terms(options.termsRequired || Boolean(options.customDisclaimer?.trim())),
      };
    }
    case 'request_photos':
      return { ...core(), message: withDefault(text('message', 2000, { multiline: true }), REQUEST_PHOTOS_MESSAGE), ...optIn(), ...consent };
    case 'make_an_offer':
      // Spec §5: "message and opt-in removed".
      return { ...core(), offer_from_client: money('offer_from_client'), ...consent };
    case 'contact':
      return {
        ...core(),
        category: withDefault(choice('category', CONTACT_CATEGORIES), CONTACT_CATEGORIES[0]),
        ...locations(options),
        ...pick('dealership_slug', options.dealerships.map((d) => d.slug)),
        Rego: optional(rego()),
        postcode: optional(postcode()),
        message: comments(options.commentsRequired, 5000),
        ...optIn(),
        ...consent,
      };
    case 'fleet_enquiry':
      return {
        ...core(),
        company: optional(text('company', 120)),
        fleet_size: optional(wholeNumber('fleet_size', 1, 10_000)),
        message: comments(options.commentsRequired, 5000),
        ...locations(options),
        ...optIn(),
        ...consent,
      };
    case 'finance_enquiry':
      return {
        ...core(),
        postcode: postcode(),
        vehiclePriceBudget: optional(money('vehiclePriceBudget')),
        message: optionalMessage(2000),
        ...optIn(),
        ...consent,
      };
    case 'find_similar':
      return { ...core(), postcode: postcode(), message: optionalMessage(2000), ...optIn(), ...consent };
    case 'careers':
      return { ...core(), position: optional(text('position', 120)), message: text('message', 5000, { multiline: true }), ...optIn(), ...consent };
    case 'trade_in':
      // The valuation wizard's first step (spec §3 Trade-in/valuation): who is asking and where, so the
      // dealer has the lead even if the shopper stops; the car and its answers come in later steps
      // (@forecourt/schemas/trade-in). Last name and postcode are not needed to value a car.
      return {
        name: personName('name'),
        last_name: optional(personName('last_name')),
        email: email(),
        phone: phone(),
        postcode: optional(postcode()),
        ...locations(options),
        ...optIn(),
        ...consent,
      };
    case 'parts_request': {
      // The shopper's own vehicle, so the parts team can match the part: rego or VIN (regoOrVin).
      const counters = options.partsLocations ?? [];
      return {
        ...core(),
        part: text('part', 120),
        Rego: optional(rego()),
        vin: optional(vin()),
        ...pick('location_id', (counters.length > 0 ? counters : options.locations).map((l) => l.id)),
        message: optionalMessage(2000),
        ...optIn(),
        ...consent,
      };
    }
  }
}

const present = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * A parts request needs the rego or the VIN (either finds the exact vehicle); the message goes on
 * the Rego field, the first of the two. It runs even when other fields failed (`when`), so an empty
 * form lists this problem with the others at once rather than after they are fixed; only a missing
 * pair is reported here — a malformed rego or VIN already has its own message.
 */
function regoOrVin<T extends z.ZodObject<z.ZodRawShape>>(schema: T): T {
  return schema.refine((data) => present(data.Rego) || present(data.vin), {
    error: LEAD_MESSAGES.regoOrVin,
    path: ['Rego'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
}

/** Rules across fields, per kind (the shape holds the one-field rules). */
function withCrossFieldRules<T extends z.ZodObject<z.ZodRawShape>>(kind: FormKind, schema: T): T {
  return kind === 'parts_request' ? regoOrVin(schema) : schema;
}

const unknownFields = (keys: readonly string[]) => `This form has no field ${keys.map((k) => `"${k}"`).join(', ')}.`;

/** The strict schema of a form: unknown keys are refused, defaults filled, values normalised. */
export function leadFormSchema(kind: FormKind, options: FormOptions): z.ZodObject<z.ZodRawShape> {
  return withoutBlanks(
    withCrossFieldRules(
      kind,
      z.strictObject(shapeOf(kind, options), {
        error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFields(issue.keys) : undefined),
      }),
    ),
  );
}

/** A blank optional input arrives as `key: ''` and parses to `key: undefined`: drop the key, so "absent" has one shape. */
function withoutBlanks<T extends z.ZodObject<z.ZodRawShape>>(schema: T): T {
  return schema.overwrite((data) => {
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    return data;
  });
}

/** The wire names a form takes, in display order (for rendering inputs from the same source). */
export function leadFormFields(kind: FormKind, options: FormOptions): string[] {
  return Object.keys(shapeOf(kind, options));
}

/**
 * The multi-step enquiry (spec §4): field names per step — contact, preferences, consent. Steps
 * are indexed from 0 like the array; a field the site does not use (no locations, no terms) is
 * simply not part of its step.
 */
export const ENQUIRY_STEPS = [
  ['name', 'last_name', 'email', 'phone', 'postcode'],
  ['PreferredContactMethod', 'finance', 'do-you-have-a-trade-in', 'opt_in_finance', 'opt_in_trade', 'message', 'location_id'],
  ['opt_in', 'terms_agreed'],
] as const satisfies readonly (readonly string[])[];

/**
 * Validates one enquiry step (0-based index into ENQUIRY_STEPS). Unlike the full schema it strips
 * keys of other steps instead of refusing them, so the form can pass all its values at every step;
 * the final submission is still checked by the strict leadFormSchema('enquiry', ...).
 */
export function enquiryStepSchema(step: number, options: FormOptions): z.ZodObject<z.ZodRawShape> {
  const names = ENQUIRY_STEPS[step];
  if (names === undefined) throw new RangeError(`Enquiry step ${step} does not exist (0 to ${ENQUIRY_STEPS.length - 1}).`);
  const shape = shapeOf('enquiry', options);
  const stepShape: Shape = {};
  for (const name of names) {
    const field = shape[name];
    if (field !== undefined) stepShape[name] = field;
  }
  return withoutBlanks(z.object(stepShape));
}

/**
 * One message per field from a failed parse, keyed by wire name (the first, most basic, wins), for
 * the error list under LEAD_MESSAGES.errorListHeading. Unknown keys are reported under their own
 * names; an issue on the whole form goes under `_form`.
 */
export function leadFieldErrors(error: z.ZodError): Record<string, string> {
  // A Map, then fromEntries: a hostile key such as "__proto__" becomes an own property, not a prototype.
  const errors = new Map<string, string>();
  const add = (key: string, message: string) => {
    if (!errors.has(key)) errors.set(key, message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, unknownFields([key]));
      continue;
    }
    const key = issue.path[0];
    add(typeof key === 'string' ? key : '_form', issue.message);
  }
  return Object.fromEntries(errors);
}
