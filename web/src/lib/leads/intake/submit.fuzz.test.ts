/**
 * Property test of the intake (fast-check): thousands of random bodies — random JSON, random text,
 * random field maps (hostile names and values included) and valid forms with one field mutated —
 * never cause a 5xx (submitLead never throws), and each is refused (4xx), dropped as a bot (a 201
 * that stores nothing: a filled honeypot, no usable start time, too fast) or stored as a lead,
 * exactly as an independent reading with the envelope and form schemas predicts.
 */
import { randomUUID } from 'node:crypto';
import {
  FORM_KINDS,
  FormKindSchema,
  LeadSubmissionSchema,
  leadFormSchema,
  submissionFromFormData,
} from '@forecourt/schemas/leads';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@/lib/content/models';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { leads } from '@/lib/db/schema';
import { CLOCK_SKEW_MS, MAX_FORM_AGE_MS, MIN_FILL_MS } from './bot-check';
import { findSiteCar } from './find-car';
import { leadFormOptions } from './form-options';
import { CAR_FORMS, submitLead } from './submit';
import { A, B, carOf, repo, siteAndLocations, testEngine, validFields } from './test-fixture';

const NOW = new Date('2025-07-01T02:00:00Z');
const STARTED = NOW.getTime() - 60_000;
const RUNS = 2_400;

let handle: DatabaseHandle;
let site: Site;
const findCar = findSiteCar(testEngine);

beforeAll(async () => {
  handle = await openMemoryDatabase();
  site = (await siteAndLocations(A)).site;
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

const KNOWN_FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'opt_in',
  'message',
  'PreferredContactMethod',
  'finance',
  'do-you-have-a-trade-in',
  'opt_in_finance',
  'opt_in_trade',
  'terms_agreed',
  'preferred_date',
  'location_id',
  'dealership_slug',
  'offer_from_client',
  'category',
  'Rego',
  'company',
  'fleet_size',
  'vehiclePriceBudget',
  'position',
];
const HOSTILE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'a'.repeat(65),
];

const value = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ maxLength: 10 }),
  fc.constantFrom(
    '',
    '<script>alert(1)</script>',
    '0412345678',
    '4000',
    'zoe@example.com',
    'true',
    'on',
    '$25,000',
    'Yes',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
);
const fieldName = fc.oneof(
  fc.constantFrom(...KNOWN_FIELDS),
  fc.constantFrom(...HOSTILE_NAMES),
  fc.string({ maxLength: 20 }),
);
const carId = fc.option(
  fc.oneof(
    fc.constant(carOf(A).id),
    fc.constant(carOf(A).slug),
    fc.constant(carOf(B).id),
    fc.string({ maxLength: 40 }),
  ),
  { nil: undefined },
);
const kind = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FORM_KINDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 15 }) },
);

type Case = { kind: string; body: string; contentType: string };

// Valid bodies get their own e-mail and phone: the per-contact rate limit (5 an hour) is not what is fuzzed here.
let contact = 0;
const uniqueContact = () => ({
  email: `${randomUUID()}@example.com`,
  phone: `04${String(++contact).padStart(8, '0')}`,
});

const json = (kindValue: string, body: unknown): Case => ({
  kind: kindValue,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

const bodies: fc.Arbitrary<Case> = fc.oneof(
  // Random JSON documents.
  fc
    .tuple(kind, fc.json({ maxDepth: 4 }))
    .map(([k, body]) => ({ kind: k, body, contentType: 'application/json' })),
  // Random text, as JSON and as a form post.
  fc.tuple(kind, fc.string({ unit: 'binary', maxLength: 300 }), fc.boolean()).map(([k, body, form]) => ({
    kind: k,
    body,
    contentType: form ? 'application/x-www-form-urlencoded' : 'application/json',
  })),
  // Random field maps in a valid envelope.
  fc
    .tuple(kind, fc.dictionary(fieldName, value, { maxKeys: 12 }), carId)
    .map(([k, fields, car]) =>
      json(k, { fields, ...(car === undefined ? {} : { car_id: car }), started_at: STARTED }),
    ),
  // A valid form with one field replaced or removed.
  fc
    .tuple(fc.constantFrom(...FORM_KINDS), fc.constantFrom(...KNOWN_FIELDS), value, fc.boolean(), carId)
    .map(([k, field, replacement, drop, car]) => {
      const fields: Record<string, unknown> = { ...validFields(k), ...uniqueContact() };
      if (drop) delete fields[field];
      else fields[field] = replacement;
      const carValue = CAR_FORMS.has(k) ? (car ?? carOf(A, 'gcs-eagle-farm').id) : car;
      return json(k, {
        fields,
        ...(carValue === undefined ? {} : { car_id: carValue }),
        started_at: STARTED,
      });
    }),
  // A valid form as-is (some runs must store a lead).
  fc.constantFrom(...FORM_KINDS).map((k) =>
    json(k, {
      fields: { ...validFields(k), ...uniqueContact() },
      ...(CAR_FORMS.has(k) ? { car_id: carOf(A, 'gcs-eagle-farm').id } : {}),
      started_at: STARTED,
    }),
  ),
  // A valid form whose start time is left out or is not a time (a script skipping the fill-time check).
  fc
    .tuple(fc.constantFrom(...FORM_KINDS), fc.option(fc.oneof(fc.string({ maxLength: 20 }), fc.double(), fc.constant(null))))
    .map(([k, started]) =>
      json(k, {
        fields: { ...validFields(k), ...uniqueContact() },
        ...(CAR_FORMS.has(k) ? { car_id: carOf(A, 'gcs-eagle-farm').id } : {}),
        ...(started === null ? {} : { started_at: started }),
      }),
    ),
);

/**
 * What the intake should think of a case, decided again from the schemas alone: refused (a 4xx),
 * dropped as a bot (a 201 that stores nothing: a filled honeypot, or no usable start time — the
 * envelope reads anything but epoch milliseconds as none), or a lead.
 */
async function independentVerdict(c: Case): Promise<'refused' | 'dropped' | 'lead'> {
  const k = FormKindSchema.safeParse(c.kind);
  if (!k.success) return 'refused';
  let raw: unknown;
  try {
    raw =
      c.contentType === 'application/json'
        ? JSON.parse(c.body)
        : submissionFromFormData(new URLSearchParams(c.body));
  } catch {
    return 'refused';
  }
  const envelope = LeadSubmissionSchema.safeParse(raw);
  if (!envelope.success) return 'refused';
  const { started_at: started, company_website: honeypot } = envelope.data;
  if ((honeypot ?? '').trim() !== '' || started === undefined) return 'dropped';
  const elapsed = NOW.getTime() - started;
  if (elapsed < -CLOCK_SKEW_MS || elapsed > MAX_FORM_AGE_MS) return 'refused';
  if (elapsed >= 0 && elapsed < MIN_FILL_MS) return 'dropped';
  const car = envelope.data.car_id === undefined ? undefined : await findCar(site, envelope.data.car_id);
  if (envelope.data.car_id !== undefined && !car) return 'refused';
  if (!car && CAR_FORMS.has(k.data)) return 'refused';
  const options = leadFormOptions(site, await repo.locations(site), { ...(car ? { car } : {}), now: NOW });
  return leadFormSchema(k.data, options).safeParse(envelope.data.fields).success ? 'lead' : 'refused';
}

let ip = 0;
const leadCount = async () => (await handle.db.select({ n: count() }).from(leads))[0]?.n ?? 0;

describe('submitLead under random input', () => {
  it(`answers ${RUNS} random bodies with 201 or a 4xx, storing a lead only for a valid body`, async () => {
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(bodies, async (c) => {
        const before = await leadCount();
        const headers = new Headers({
          'content-type': c.contentType,
          'x-forwarded-for': `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        });
        const body = new Response(c.body).body;
        const result = await submitLead(
          { site, kind: c.kind, headers, body },
          {
            db: handle.db,
            findCar,
            locations: (s) => repo.locations(s),
            now: () => NOW,
            log: { warn: () => undefined },
          },
        );
        expect(result.status === 201 || (result.status >= 400 && result.status < 500)).toBe(true);
        const stored = (await leadCount()) - before;
        const verdict = await independentVerdict(c);
        const outcome = result.status === 201 ? (stored === 1 ? 'lead' : 'dropped') : 'refused';
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        expect(stored).toBe(outcome === 'lead' ? 1 : 0);
        if (result.status !== 429) expect(outcome).toBe(verdict);
      }),
      { numRuns: RUNS },
    );
    // The generators reached every side: stored leads, bots dropped and refusals.
    expect(outcomes.get('lead') ?? 0).toBeGreaterThan(50);
    expect(outcomes.get('dropped') ?? 0).toBeGreaterThan(50);
    expect(outcomes.get('refused') ?? 0).toBeGreaterThan(500);
  }, 300_000);
});
