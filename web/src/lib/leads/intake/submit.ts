/**
 * Lead intake: from a request body to a committed lead and its outbox rows (spec §4 "Forms", §5,
 * §8; ARCHITECTURE "Leads"). Every step answers with a clear message and stores nothing on failure:
 *
 *   1. the form kind is known, and the site has it (trade_in needs features.trade_in) (404);
 *   2. the Idempotency-Key header, when sent, is well formed (400);
 *   3. JSON or form-encoded (415), at most 32 KB (413, read no further), readable (400), a valid
 *      envelope (LeadSubmissionSchema, 400);
 *   4. bots: a filled honeypot or a too-fast submission gets a success-looking 201 with an id that
 *      was never stored; a form older than a day (or from the future) is refused (400);
 *   5. the car: one of THIS site's (400), required by the car forms (400);
 *   6. the fields: leadFormSchema with this site's and car's options (400 with one message per field);
 *   7. storing: one transaction inserts the lead, counts the rate limits (429 past them) and writes
 *      the outbox rows; a known Idempotency-Key answers the first lead (200) or, with a different
 *      body, 409;
 *   8. the form's tracking event is recorded (a failure is only warned).
 *
 * Dependencies are injected (database, car lookup, locations, clock) so tests run against an
 * in-memory PGlite and the sample stock; the route passes the app's singletons.
 */
import { randomUUID } from 'node:crypto';
import {
  FormKindSchema,
  LeadSubmissionSchema,
  leadFieldErrors,
  leadFormSchema,
  submissionFromFormData,
  type FormKind,
  type LeadFields,
  type LeadSubmission,
} from '@forecourt/schemas/leads';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { leadRouting } from '@/domain/lead-routing';
import { trackingParameters } from '@/domain/tracking';
import type { Location, Site } from '@/lib/content/models';
import { insertLead } from '@/lib/db/leads';
import type { Database } from '@/lib/db/open';
import { pruneRateLimitsNowAndThen } from '@/lib/db/rate-limits';
import { hasOptedOut } from '@/lib/db/opt-outs';
import { recordTrackingEvent } from '@/lib/db/tracking-events';
import { bodyFormat, type BodyFormat } from '@/lib/http/body-format';
import { clientBucket } from '@/lib/http/client-ip';
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';
import { requestClientIp } from '@/lib/http/request-client-ip';
import { botCheck } from './bot-check';
import { carSnapshot } from './car-snapshot';
import { leadDestinations } from './destinations';
import type { FindCar } from './find-car';
import { leadFormOptions } from './form-options';
import { requestHash } from './hashing';
import { readIdempotencyKey } from './idempotency-key';
import { INTAKE_MESSAGES } from './messages';
import { leadRateLimits } from './rate-limit-rules';

/** A real form is a few KB; 32 KB leaves room for long messages and visited pages, nothing more. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

/** The forms about one car (spec §4, §5): they cannot be sent without one. */
export const CAR_FORMS: ReadonlySet<FormKind> = new Set([
  'enquiry',
  'test_drive',
  'request_photos',
  'make_an_offer',
  'find_similar',
]);

/**
 * Forms a site has only when it switches them on: elsewhere the form does not exist (404), so a
 * dealer without trade-ins never receives a trade-in lead.
 */
const FEATURE_FORMS: Partial<Record<FormKind, (features: Site['features']) => boolean>> = {
  trade_in: (features) => features.trade_in,
};

/** Whether the site takes this form kind at all. */
export function siteHasForm(site: Pick<Site, 'features'>, kind: FormKind): boolean {
  return FEATURE_FORMS[kind]?.(site.features) ?? true;
}

export interface IntakeDeps {
  db: Database;
  findCar: FindCar;
  locations: (site: Site) => Promise<Location[]>;
  now?: () => Date;
  log?: Pick<Console, 'warn'>;
}

export interface SubmitLeadInput {
  site: Site;
  kind: string;
  headers: Headers;
  body: Request['body'];
}

export type SubmitLeadResult =
  | { status: 201 | 200; leadId: string }
  | {
      status: 400 | 404 | 409 | 413 | 415 | 429;
      error: string;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
    };

const fail = (
  status: 400 | 404 | 409 | 413 | 415 | 429,
  error: string,
  extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
): SubmitLeadResult => ({ status, error, ...extra });

function parseEnvelope(text: string, format: BodyFormat): LeadSubmission | undefined {
  let raw: unknown;
  try {
    raw = format === 'json' ? JSON.parse(text) : submissionFromFormData(new URLSearchParams(text));
  } catch {
    return undefined;
  }
  const parsed = LeadSubmissionSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The path (and query) of the page the form was on, for the tracking event; undefined if unusable. */
function pagePath(pageUrl: string | undefined): string | undefined {
  if (!pageUrl) return undefined;
  try {
    const url = new URL(pageUrl, 'http://site.invalid');
    return `${url.pathname}${url.search}`.slice(0, 500);
  } catch {
    return undefined;
  }
}

export async function submitLead(input: SubmitLeadInput, deps: IntakeDeps): Promise<SubmitLeadResult> {
  const { site, headers } = input;
  const now = deps.now?.() ?? new Date();
  const log = deps.log ?? console;

  const kindParsed = FormKindSchema.safeParse(input.kind);
  if (!kindParsed.success) return fail(404, INTAKE_MESSAGES.unknownForm);
  const kind = kindParsed.data;
  if (!siteHasForm(site, kind)) return fail(404, INTAKE_MESSAGES.unknownForm);

  const idempotency = readIdempotencyKey(headers);
  if (!idempotency.ok) return fail(400, INTAKE_MESSAGES.badIdempotencyKey);

  const format = bodyFormat(headers);
  if (!format) return fail(415, INTAKE_MESSAGES.contentType);
  let body: string;
  try {
    body = await readLimited({ headers, body: input.body }, MAX_LEAD_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail(413, INTAKE_MESSAGES.tooLarge);
    throw error;
  }
  const submission = parseEnvelope(body, format);
  if (!submission) return fail(400, INTAKE_MESSAGES.unreadable);

  const bot = botCheck(submission, now);
  if (bot.verdict === 'expired') return fail(400, INTAKE_MESSAGES.expired);
  if (bot.verdict === 'bot') {
    // One line, no personal data: enough to notice a wave of bots, nothing for them to learn.
    log.warn(`[leads] ${site.slug}: a ${kind} submission was dropped (${bot.reason})`);
    return { status: 201, leadId: randomUUID() };
  }

  let car: Vehicle | undefined;
  if (submission.car_id !== undefined) {
    car = await deps.findCar(site, submission.car_id);
    if (!car) return fail(400, INTAKE_MESSAGES.carNotAvailable);
  } else if (CAR_FORMS.has(kind)) {
    return fail(400, INTAKE_MESSAGES.carMissing);
  }

  const locations = await deps.locations(site);
  const options = leadFormOptions(site, locations, { ...(car ? { car } : {}), now });
  const validated = leadFormSchema(kind, options).safeParse(submission.fields);
  if (!validated.success) {
    return fail(400, INTAKE_MESSAGES.fixErrors, { fields: leadFieldErrors(validated.error) });
  }
  const fields: LeadFields = validated.data;

  const route = leadRouting(kind, fields, car ? { car_type: car.car_type, tag: car.tag ?? null } : undefined);
  const chosenLocation = text(fields.location_id);
  const destinations = leadDestinations(site, locations, {
    ...(chosenLocation ? { locationId: chosenLocation } : {}),
    ...(car ? { carLocationId: car.location_id } : {}),
  });
  const locationId = chosenLocation ?? car?.location_id;
  const dealershipSlug =
    text(fields.dealership_slug) ??
    car?.dealership_slug ??
    locations.find((l) => l.location_id === locationId)?.dealership_slug;

  const email = text(fields.email);
  const phone = text(fields.phone);
  // An address that unsubscribed (/pages/unsubscribe) gives no marketing consent, whatever the box said.
  const marketingOptIn = fields.opt_in === true && !(email && (await hasOptedOut(deps.db, site.slug, email)));
  const result = await insertLead(
    deps.db,
    {
      id: randomUUID(),
      site: site.slug,
      form: kind,
      category: route.category,
      subcategory: route.subcategory ?? null,
      carId: car?.id ?? null,
      car: car ? carSnapshot(car) : null,
      dealershipSlug: dealershipSlug ?? null,
      locationId: locationId ?? null,
      firstName: text(fields.name) ?? '',
      lastName: text(fields.last_name) ?? null,
      email: email ?? null,
      phone: phone ?? null,
      postcode: text(fields.postcode) ?? null,
      preferredContact: text(fields.PreferredContactMethod) ?? null,
      message: text(fields.message) ?? null,
      payload: fields,
      pageUrl: submission.context.page_url ?? null,
      visitedPages: submission.context.visited_pages,
      linkedQueryParams: submission.context.linked_query_params,
      userAgent: headers.get('user-agent')?.slice(0, 500) ?? null,
      marketingOptIn,
      termsAgreed: typeof fields.terms_agreed === 'boolean' ? fields.terms_agreed : null,
      idempotencyKey: idempotency.key ?? null,
      requestHash: requestHash(kind, car?.id, fields),
      createdAt: now,
    },
    // A shopper who gave marketing consent gets a confirmation carrying the signed unsubscribe link.
    marketingOptIn && email ? [...destinations.deliveries, { channel: 'confirmation', destination: email }] : destinations.deliveries,
    { limits: leadRateLimits({ ip: clientBucket(requestClientIp(headers)), email, phone }) },
  );
  await pruneRateLimitsNowAndThen(deps.db, now);

  if (result.rateLimited) {
    const seconds = Math.max(1, Math.ceil((result.rateLimited.retryAt.getTime() - now.getTime()) / 1000));
    return fail(429, INTAKE_MESSAGES.tooMany, { retryAfterSeconds: seconds });
  }
  if (!result.created) {
    return result.sameRequest ? { status: 200, leadId: result.leadId } : fail(409, INTAKE_MESSAGES.keyReused);
  }

  if (!destinations.emailSource) {
    log.warn(
      `[leads] ${site.slug}: lead ${result.leadId} stored, but the site has no e-mail address for leads`,
    );
  }
  // The form's tracking event (spec §4: on success). Browser forms send it themselves once they see
  // the lead_id (lib/leads/client/after-success.ts); a no-JS form post cannot, so the server records
  // it for those only — one event per lead either way.
  if (format === 'form') {
    try {
      await recordTrackingEvent(
        deps.db,
        site.slug,
        {
          eventId: route.eventId,
          ...(car ? { carId: car.id } : {}),
          ...(pagePath(submission.context.page_url) ? { path: pagePath(submission.context.page_url) } : {}),
          params: { form: kind, ...(car ? trackingParameters(car) : {}) },
        },
        now,
      );
    } catch (error) {
      // Spec §7: tracking failures are only warned and never block. The lead is already committed.
      log.warn(`[leads] ${site.slug}: the tracking event of lead ${result.leadId} was not recorded`, error);
    }
  }
  return { status: 201, leadId: result.leadId };
}
