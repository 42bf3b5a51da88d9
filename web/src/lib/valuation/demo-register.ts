/**
 * DEMO ONLY: a local register of made-up registrations, so the wizard's rego step works with no
 * valuation provider configured. Nothing here is a real car or a real plate; the lookup answers
 * `register: 'demo'` so the wizard can say so. With VALUATION_API_URL and VALUATION_API_KEY set, the
 * provider's register is used instead (provider.ts).
 *
 * Two entries per sample dealer, chosen against its generated sample stock (tenants/src/stock):
 *   - `estimate`: a car at most 4 years old of a make and model the dealer group has plenty of, so
 *     the wizard reaches an online estimate;
 *   - `appraisal`: a car over 10 years old, past the spec §5 limit of 7, for the in-person path.
 * Model years are kept as an age, counted back from the year of the lookup, because the sample stock
 * is generated relative to today: a fixed year would drift out of the stock's years (and past the
 * 7-year limit) as the calendar moves on. embedded.test.ts checks both paths against the sample stock.
 */
import type { AuState } from '@forecourt/schemas/vehicle';
import type { RegoLookupAnswer, RegoLookupRequest, TradeInVehicle } from '@forecourt/schemas/trade-in';
import { VALUATION_MESSAGES } from './messages';

export interface DemoRegistration {
  rego: string;
  regoState: AuState;
  /** Model year = the lookup's year minus this. */
  age: number;
  vehicle: Omit<TradeInVehicle, 'year' | 'source' | 'rego' | 'regoState'>;
  /** Which sample dealer it was chosen for, and the wizard path it takes there. */
  site: string;
  path: 'estimate' | 'appraisal';
}

export const DEMO_REGISTER: readonly DemoRegistration[] = [
  {
    rego: 'DEMO01',
    regoState: 'NSW',
    age: 3,
    vehicle: { make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport Hybrid', body: 'Hatchback', transmission: 'Automatic', fuel: 'Hybrid', colour: 'Glacier White' },
    site: 'harbour-toyota',
    path: 'estimate',
  },
  {
    rego: 'DEMO02',
    regoState: 'NSW',
    age: 12,
    vehicle: { make: 'Toyota', model: 'Corolla', badge: 'Ascent', body: 'Hatchback', transmission: 'Automatic', fuel: 'Petrol', colour: 'Silver' },
    site: 'harbour-toyota',
    path: 'appraisal',
  },
  {
    rego: 'DEMO03',
    regoState: 'QLD',
    age: 3,
    vehicle: { make: 'Ford', model: 'Ranger', badge: 'XLT 4x4 Double Cab', body: 'Utility', transmission: 'Automatic', fuel: 'Diesel', colour: 'Arctic White' },
    site: 'gateway-car-superstore',
    path: 'estimate',
  },
  {
    rego: 'DEMO04',
    regoState: 'QLD',
    age: 14,
    vehicle: { make: 'Mazda', model: 'BT-50', badge: 'XT 4x2 Dual Cab', body: 'Utility', transmission: 'Manual', fuel: 'Diesel', colour: 'White' },
    site: 'gateway-car-superstore',
    path: 'appraisal',
  },
  {
    rego: 'DEMO05',
    regoState: 'VIC',
    age: 2,
    vehicle: { make: 'Mazda', model: 'CX-5', badge: 'G25 Maxx Sport AWD', body: 'SUV', transmission: 'Automatic', fuel: 'Petrol', colour: 'Soul Red Crystal' },
    site: 'southern-cross-motors',
    path: 'estimate',
  },
  {
    rego: 'DEMO06',
    regoState: 'VIC',
    age: 12,
    vehicle: { make: 'Hyundai', model: 'i30', badge: 'Active', body: 'Hatchback', transmission: 'Automatic', fuel: 'Petrol', colour: 'Polar White' },
    site: 'southern-cross-motors',
    path: 'appraisal',
  },
  {
    rego: 'DEMO07',
    regoState: 'SA',
    age: 3,
    vehicle: { make: 'Jayco', model: 'Journey', badge: "19'6 Outback", body: 'Caravan', colour: 'Polar White' },
    site: 'coorong-caravans',
    path: 'estimate',
  },
  {
    rego: 'DEMO08',
    regoState: 'SA',
    age: 14,
    vehicle: { make: 'Jayco', model: 'Starcraft', badge: "17'6 Pop Top", body: 'Caravan', colour: 'White' },
    site: 'coorong-caravans',
    path: 'appraisal',
  },
];

/** The demo register's car for this registration (already normalised by RegoLookupRequestSchema). */
export function lookupDemoRego(request: RegoLookupRequest, now: Date): RegoLookupAnswer {
  const entry = DEMO_REGISTER.find((e) => e.rego === request.rego && e.regoState === request.regoState);
  if (!entry) return { found: false, message: VALUATION_MESSAGES.regoNotFound };
  return {
    found: true,
    register: 'demo',
    vehicle: {
      year: now.getUTCFullYear() - entry.age,
      ...entry.vehicle,
      source: 'rego',
      rego: entry.rego,
      regoState: entry.regoState,
    },
  };
}
