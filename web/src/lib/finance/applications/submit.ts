/**
 * Finance pre-approval intake (issue 15, /apply-for-finance): from a request body to a committed lead,
 * its outbox rows and the sealed application. The lead intake's steps (lib/leads/intake/README.md),
 * each answered with a clear message and nothing stored on a refusal:
 *
 *   1. the Idempotency-Key header, when sent, is well formed (400);
 *   2. JSON only (415), at most 32 KB (413, read no further), readable as the lead envelope with the
 *      application as `fields` (400);
 *   3. bots: a filled honeypot or a too-fast submission gets a success-looking 201 with ids that were
 *      never stored; a form older than a day (or from the future) is refused (400);
 *   4. the car, when named: one of THIS site's (400);
 *   5. the fields: financeApplicationSchema, with the request time for the age rule (400 with one
 *      message per field);
 *   6. storing: one transaction inserts the lead (non-sensitive fields only, and a message with the
 *      signed link to the protected view), counts the rate limits (429 past them), writes the outbox
 *      rows (an e-mail to the site's finance contact, else the usual lead address; and the CRM
 *      webhook) and the application row with the details sealed. A known Idempotency-Key answers the
 *      first application (200) or, with different details, 409.
 */
import { randomUUID, createHmac } from 'node:crypto';
import {
  FINANCE_APPLICATION_CATEGORY,
  FINANCE_APPLICATION_FORM,
  FINANCE_APPLICATION_SUBCATEGORY,
  FinanceApplicationSubmissionSchema,
  financeApplicationSchema,
  type FinanceApplication,
  type FinanceApplicationSubmission,
} from '@forecourt/schemas/finance/application';
import { leadFieldErrors } from '@forecourt/schemas/leads';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { vehicleTitle } from '@/domain/vehicle-title';
import type { Location, Site } from '@/lib/content/models';
import { insertLeadWithApplication } from '@/lib/db/finance-applications';
import type { Database } from '@/lib/db/open';
import { pruneRateLimitsNowAndThen } from '@/lib/db/rate-limits';
import { bodyFormat } from '@/lib/http/body-format';
import { clientBucket } from '@/lib/http/client-ip';
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';
import { requestClientIp } from '@/lib/http/request-client-ip';
import { botCheck } from '@/lib/leads/intake/bot-check';
import { carSnapshot } from '@/lib/leads/intake/car-snapshot';
import type { FindCar } from '@/lib/leads/intake/find-car';
import { canonicalJson } from '@/lib/leads/intake/hashing';
import { readIdempotencyKey } from '@/lib/leads/intake/idempotency-key';
import { leadRateLimits } from '@/lib/leads/intake/rate-limit-rules';
import { financeDestinations } from './destinations';
import type { FinanceApplicationKeys } from './keys';
import { applicationLeadContent, sealedApplication } from './lead-content';
import { APPLICATION_MESSAGES } from './messages';
import { seal } from './seal';
import { viewLinkPath } from './view-link';

/** The lead intake's limit: a whole application is a few KB. */
export const MAX_APPLICATION_BODY_BYTES = 32 * 1024;

export interface ApplicationDeps {
  db: Database;
  findCar: FindCar;
  locations: (site: Site) => Promise<Location[]>;
  keys: () => FinanceApplicationKeys;
  now?: () => Date;
  log?: Pick<Console, 'warn'>;
}

export interface SubmitApplicationInput {
  site: Site;
  headers: Headers;
  body: Request['body'];
  /** Where the view link in the lead points (scheme and host): the site's public address, else the one posted to. */
  origin: string;
}

type FailureStatus = 400 | 409 | 413 | 415 | 429;

export type SubmitApplicationResult =
  | { status: 201 | 200; applicationId: string; leadId: string }
  | { status: FailureStatus; error: string; fields?: Record<string, string>; retryAfterSeconds?: number };

const fail = (
  status: FailureStatus,
  error: string,
  extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
): SubmitApplicationResult => ({ status, error, ...extra });

function parseEnvelope(text: string): FinanceApplicationSubmission | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = FinanceApplicationSubmissionSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The request hash keyed with the server's secret: the lead row holds no plain hash of the details. */
function keyedRequestHash(key: Buffer, carId: string | undefined, fields: FinanceApplication): string {
  return createHmac('sha256', key)
    .update(canonicalJson({ kind: FINANCE_APPLICATION_FORM, car: carId ?? null, fields }))
    .digest('hex');
}

/** The http(s) origin of `origin`, or undefined when it is not one. */
function viewOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export async function submitApplication(
  input: SubmitApplicationInput,
  deps: ApplicationDeps,
): Promise<SubmitApplicationResult> {
  const { site, headers } = input;
  const now = deps.now?.() ?? new Date();
  const log = deps.log ?? console;

  const idempotency = readIdempotencyKey(headers);
  if (!idempotency.ok) return fail(400, APPLICATION_MESSAGES.badIdempotencyKey);

  if (bodyFormat(headers) !== 'json') return fail(415, APPLICATION_MESSAGES.contentType);
  let body: string;
  try {
    body = await readLimited({ headers, body: input.body }, MAX_APPLICATION_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail(413, APPLICATION_MESSAGES.tooLarge);
    throw error;
  }
  const submission = parseEnvelope(body);
  if (!submission) return fail(400, APPLICATION_MESSAGES.unreadable);

  const bot = botCheck(submission, now);
  if (bot.verdict === 'expired') return fail(400, APPLICATION_MESSAGES.expired);
  if (bot.verdict === 'bot') {
    log.warn(`[finance-applications] ${site.slug}: a submission was dropped (${bot.reason})`);
    return { status: 201, applicationId: randomUUID(), leadId: randomUUID() };
  }

  let car: Vehicle | undefined;
  const carId = submission.fields.car_id;
  if (typeof carId === 'string' && carId.trim() !== '') {
    car = await deps.findCar(site, carId);
    if (!car) return fail(400, APPLICATION_MESSAGES.carNotAvailable);
  }

  const validated = financeApplicationSchema({ now, dealerships: site.dealerships.map((d) => d.slug) }).safeParse(
    submission.fields,
  );
  if (!validated.success) {
    return fail(400, APPLICATION_MESSAGES.fixErrors, { fields: leadFieldErrors(validated.error) });
  }
  // The car's own id (a slug may have named it), so the lead and the sealed details agree.
  const application: FinanceApplication = { ...validated.data, ...(car ? { car_id: car.id } : {}) };

  const origin = viewOrigin(input.origin);
  if (!origin) throw new Error('submitApplication: the origin of the post is not an http(s) origin');
  const keys = deps.keys();
  const applicationId = randomUUID();
  const leadId = randomUUID();
  const viewUrl = `${origin}${viewLinkPath(keys.link, { site: site.slug, id: applicationId }, now)}`;
  const { message, payload } = applicationLeadContent({
    application,
    viewUrl,
    provider: site.finance_provider,
    ...(car ? { carTitle: vehicleTitle({ year: car.year, make: car.make, model: car.model, badge: car.badge }) } : {}),
  });

  const locations = await deps.locations(site);
  const destinations = financeDestinations(site, locations, car?.location_id);
  const locationId = car?.location_id;
  const dealershipSlug =
    application.preferred_dealership ??
    car?.dealership_slug ??
    locations.find((l) => l.location_id === locationId)?.dealership_slug;

  const result = await insertLeadWithApplication(
    deps.db,
    {
      id: leadId,
      site: site.slug,
      form: FINANCE_APPLICATION_FORM,
      category: FINANCE_APPLICATION_CATEGORY,
      subcategory: FINANCE_APPLICATION_SUBCATEGORY,
      carId: car?.id ?? null,
      car: car ? carSnapshot(car) : null,
      dealershipSlug: dealershipSlug ?? null,
      locationId: locationId ?? null,
      firstName: application.name,
      lastName: application.last_name,
      email: application.email,
      phone: application.phone,
      postcode: application.postcode,
      preferredContact: null,
      message,
      payload,
      pageUrl: submission.context.page_url ?? null,
      visitedPages: submission.context.visited_pages,
      linkedQueryParams: submission.context.linked_query_params,
      userAgent: headers.get('user-agent')?.slice(0, 500) ?? null,
      // Applying for finance is no marketing consent; the collection notice was acknowledged instead.
      marketingOptIn: false,
      termsAgreed: null,
      idempotencyKey: idempotency.key ?? null,
      requestHash: keyedRequestHash(keys.requestHash, car?.id, application),
      createdAt: now,
    },
    destinations.deliveries,
    {
      id: applicationId,
      sealed: seal(keys.seal, { site: site.slug, id: applicationId }, sealedApplication(application, site.finance_provider, now)),
      creditEnquiryConsentAt: now,
    },
    { limits: leadRateLimits({ ip: clientBucket(requestClientIp(headers)), email: application.email, phone: application.phone }) },
  );
  await pruneRateLimitsNowAndThen(deps.db, now);

  if (result.rateLimited) {
    const seconds = Math.max(1, Math.ceil((result.rateLimited.retryAt.getTime() - now.getTime()) / 1000));
    return fail(429, APPLICATION_MESSAGES.tooMany, { retryAfterSeconds: seconds });
  }
  if (!result.created) {
    return result.sameRequest && result.applicationId
      ? { status: 200, applicationId: result.applicationId, leadId: result.leadId }
      : fail(409, APPLICATION_MESSAGES.keyReused);
  }
  if (!destinations.emailSource) {
    log.warn(`[finance-applications] ${site.slug}: application ${applicationId} stored, but the site has no e-mail address for it`);
  }
  return { status: 201, applicationId, leadId: result.leadId };
}
