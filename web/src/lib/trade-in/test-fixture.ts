/**
 * A small fixed world for the trade-in tests (not app code): an in-memory database is the caller's;
 * this gives the sample sites, a started lead made by the real intake, a car and its answers, and a
 * fake valuation engine.
 */
import type { TradeInAnswers, TradeInVehicle, ValuationOutcome } from '@forecourt/schemas/trade-in';
import type { Site } from '@/lib/content/models';
import type { Database } from '@/lib/db/open';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { submitLead } from '@/lib/leads/intake/submit';
import { A, repo, testEngine, validFields } from '@/lib/leads/intake/test-fixture';
import type { ValuationEngine, ValuationRequest } from '@/lib/valuation/types';
import { tradeInToken } from './token';

export { A, B, carOf, repo } from '@/lib/leads/intake/test-fixture';

export const TEST_SECRET = 'trade-in-test-secret-0123456789abcdef';
export const NOW = new Date('2025-07-01T02:00:00Z');

export const VEHICLE: TradeInVehicle = {
  year: 2021,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  body: 'Wagon',
  transmission: 'Automatic',
  colour: 'Soul Red',
  vin: 'JM0KF4W7A00123456',
  source: 'rego',
  rego: 'XYZ789',
  regoState: 'QLD',
};

export const ANSWERS: TradeInAnswers = {
  condition: 'good',
  service_history: 'full',
  accident_damage: 'no',
  tyres: 'good',
  finance_owing: 'no',
  keys: 'two',
};

export const ESTIMATE: ValuationOutcome = { kind: 'estimate', low: 24_300, high: 27_100, offer: 24_300, comparables: 11, provider: 'embedded' };

/** A fake engine that answers `outcome` and remembers what it was asked. */
export function fakeEngine(outcome: ValuationOutcome = ESTIMATE): ValuationEngine & { asked: ValuationRequest[] } {
  const asked: ValuationRequest[] = [];
  return {
    name: 'embedded',
    asked,
    regoLookup: () => Promise.resolve({ found: false, message: 'not in the fake register' }),
    vehicleOptions: () => Promise.resolve({ field: 'year', options: [] }),
    value: (request) => {
      asked.push(request);
      return Promise.resolve(outcome);
    },
  };
}

export async function site(slug = A): Promise<Site> {
  const found = await repo.site(slug);
  if (!found) throw new Error(`no sample site ${slug}`);
  return found;
}

let ip = 0;

/** Starts a valuation the way the wizard does (POST /api/leads/trade_in through submitLead): its lead id and token. */
export async function startLead(
  db: Database,
  on: Site,
  { carId, fields }: { carId?: string; fields?: Record<string, unknown> } = {},
): Promise<{ leadId: string; token: string }> {
  const body = JSON.stringify({
    fields: fields ?? validFields('trade_in', { site: on.slug }),
    ...(carId ? { car_id: carId } : {}),
    started_at: NOW.getTime() - 60_000,
    context: { page_url: `http://${on.slug}.localhost/cars/trade-in`, visited_pages: ['/'], linked_query_params: { utm_source: 'g' } },
  });
  const request = new Request('http://x.localhost/api/leads/trade_in', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}` },
  });
  const result = await submitLead(
    { site: on, kind: 'trade_in', headers: request.headers, body: request.body },
    { db, findCar: findSiteCar(testEngine), locations: (s) => repo.locations(s), now: () => NOW, log: { warn: () => undefined } },
  );
  if (!('leadId' in result) || result.status !== 201) throw new Error(`the trade-in lead was not started: ${JSON.stringify(result)}`);
  return { leadId: result.leadId, token: tradeInToken(TEST_SECRET, on.slug, result.leadId) };
}
