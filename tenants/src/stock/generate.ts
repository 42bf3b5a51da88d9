/**
 * The deterministic stock generator: given a dealer (site + locations), a seed and "now", it yields
 * vehicles that parse with the `Vehicle` model and look like a real Australian dealer's stock.
 * Vehicle i depends only on (seed, site slug, i, now), so output is stable and can be streamed.
 */
import { type Vehicle, FINANCE_LENDERS, type FinanceLender } from '@forecourt/schemas/vehicle';
import { colourSlug } from '../images/colours';
import { vehicleImagePath } from '../images/vehicle-image';
import {
  ALL_MAKES,
  CATALOG,
  GENERIC_COLOURS,
  MAKE_COLOURS,
  RV_MAKES,
  availableIn,
  isCurrent,
  type Badge,
  type ModelSpec,
  type SimpleBody,
} from './catalog';
import type { DealerInput, DealerLocation } from './dealer';
import { Rng, hash32, spread } from './rng';
import { own } from '@forecourt/schemas/own';

const DAY = 86_400_000;

export interface GenerateOptions {
  /** Reference time for every date (created_at, sold dates, rego expiry...). */
  now: Date | number;
  seed: number;
  /** Overrides the dealer's usual stock size. */
  count?: number;
}

type CarType = 'new' | 'demo' | 'used';

interface Profile {
  count: number;
  mix: readonly (readonly [CarType, number])[];
  /** Makes for used stock, weighted. */
  usedMakes: readonly (readonly [string, number])[];
  maxUsedAge: number;
  lenders: readonly FinanceLender[];
  rv: boolean;
  subscriptions: boolean;
}

const USED_CAR_MAKES: readonly (readonly [string, number])[] = [
  ['Toyota', 22], ['Mazda', 9], ['Hyundai', 8], ['Kia', 6], ['Ford', 10], ['Mitsubishi', 7], ['Nissan', 6],
  ['Volkswagen', 5], ['Subaru', 4], ['Isuzu', 4], ['Holden', 5], ['Honda', 4], ['BMW', 2], ['Mercedes-Benz', 2],
  ['Tesla', 2], ['MG', 3], ['Suzuki', 2], ['Skoda', 1],
];

const DEFAULT_COUNTS: Record<string, number> = {
  'harbour-toyota': 350,
  'southern-cross-motors': 550,
  'gateway-car-superstore': 600,
  'coorong-caravans': 160,
};

/** The per-template shape of a dealer's stock. */
export function profileFor(dealer: DealerInput): Profile {
  const { template, slug } = dealer.site;
  switch (template) {
    case 'caravan':
      return {
        count: own(DEFAULT_COUNTS, slug) ?? 160,
        mix: [['new', 60], ['demo', 5], ['used', 35]],
        usedMakes: RV_MAKES.map((m) => [m, m === 'Jayco' ? 4 : 1] as const),
        maxUsedAge: 15,
        lenders: ['Manual', 'Angle', 'AusLoans'],
        rv: true,
        subscriptions: false,
      };
    case 'used':
      return {
        count: own(DEFAULT_COUNTS, slug) ?? 600,
        mix: [['used', 1]],
        usedMakes: USED_CAR_MAKES,
        maxUsedAge: 15,
        lenders: ['AusLoans', 'Car Clarity', 'Angle', '360 Finance'],
        rv: false,
        subscriptions: true,
      };
    case 'toyota':
      return {
        count: own(DEFAULT_COUNTS, slug) ?? 350,
        mix: [['new', 45], ['demo', 8], ['used', 47]],
        usedMakes: USED_CAR_MAKES.map(([m, w]) => [m, m === 'Toyota' ? 90 : w] as const),
        maxUsedAge: 12,
        lenders: ['Taurus', 'Angle', 'Manual'],
        rv: false,
        subscriptions: false,
      };
    default:
      return {
        count: own(DEFAULT_COUNTS, slug) ?? 550,
        mix: [['new', 50], ['demo', 8], ['used', 42]],
        usedMakes: USED_CAR_MAKES,
        maxUsedAge: 12,
        lenders: ['Powertorque', '360 Finance', 'Manual', 'Car Clarity'],
        rv: false,
        subscriptions: false,
      };
  }
}

/** The franchise make a dealership sells new, found in its slug or name (e.g. scm-mazda → Mazda). */
export function franchiseMake(dealership: { slug: string; name: string }, template: string): string | undefined {
  const words = new Set(`${dealership.slug} ${dealership.name}`.toLowerCase().split(/[^a-z0-9]+/));
  const hit = ALL_MAKES.find((make) => words.has(make.toLowerCase()) || words.has(make.toLowerCase().replace(/[^a-z]/g, '')));
  if (hit) return hit;
  if (template === 'toyota') return 'Toyota';
  return undefined;
}

function isSales(l: DealerLocation): boolean {
  return !l.location_type || l.location_type === 'sales';
}

export function salesLocations(dealer: DealerInput): DealerLocation[] {
  const visible = dealer.locations.filter((l) => l.visible);
  const sales = visible.filter(isSales);
  return sales.length > 0 ? sales : visible.length > 0 ? visible : dealer.locations;
}

// ---------------------------------------------------------------- helpers

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Dealer-style price: 34,990. */
function dealerPrice(value: number): number {
  if (value < 3000) return Math.max(990, Math.round(value / 100) * 100 - 10);
  return Math.round(value / 1000) * 1000 - 10;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

function vinYearCode(year: number): string {
  // 2010 = A ... 2030 = Y, then 2031 = 1 (30-year cycle); 2001-2009 = 1-9.
  const i = (((year - 2010) % 30) + 30) % 30;
  return YEAR_CODES[i] ?? 'A';
}

const WMI: Record<string, readonly string[]> = {
  Toyota: ['JTN', 'JTM', 'MR0', 'JTE'], Mazda: ['JM0', 'MM0'], Hyundai: ['KMH', 'MAL'], Kia: ['KNA', 'KNE'], MG: ['LSJ'],
  Ford: ['MNA', '6FP'], Mitsubishi: ['MMA', 'JMF'], Nissan: ['MNT', 'JN1'], Volkswagen: ['WVW', 'WVG', 'WV1'],
  Subaru: ['JF1', 'JF2'], Isuzu: ['MPA'], Holden: ['6G1', 'MMU'], Honda: ['MRH', 'JHM'], BMW: ['WBA', 'WBX'],
  'Mercedes-Benz': ['WDD', 'W1K', 'W1N'], Tesla: ['LRW', '5YJ'], Suzuki: ['JS3', 'MA3'], Skoda: ['TMB'],
  Jayco: ['6K9'], Avan: ['6A9'], Windsor: ['6W9'], Viscount: ['6V9'], Coromal: ['6C9'],
};

function makeVin(rng: Rng, make: string, year: number): string {
  let vin = rng.pick(own(WMI, make) ?? ['6T9']);
  for (let i = 0; i < 5; i++) vin += rng.pick([...VIN_CHARS]);
  vin += String(rng.int(0, 9));
  vin += vinYearCode(year);
  vin += rng.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789']);
  vin += String(rng.int(0, 999_999)).padStart(6, '0');
  return vin;
}

function letters(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += rng.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']);
  return s;
}
function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

/** State-style number plates. */
function makePlate(rng: Rng, state: string): string {
  switch (state) {
    case 'NSW':
      return `${letters(rng, 2)}${digits(rng, 2)}${letters(rng, 2)}`;
    case 'VIC':
      return `${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 1)}${letters(rng, 2)}`;
    case 'QLD':
      return `${digits(rng, 3)}${letters(rng, 3)}`;
    case 'SA':
      return `S${digits(rng, 3)}${letters(rng, 3)}`;
    case 'NT':
      return `C${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 2)}`;
    case 'WA':
      return `1${letters(rng, 3)}${digits(rng, 3)}`;
    default:
      return `${letters(rng, 3)}${digits(rng, 3)}`;
  }
}

function monthYear(t: number): string {
  const d = new Date(t);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}
const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);

const PRICE_BUCKETS: readonly (readonly [number, string])[] = [
  [10_000, 'Under $10,000'],
  [20_000, '$10,000 - $20,000'],
  [30_000, '$20,000 - $30,000'],
  [40_000, '$30,000 - $40,000'],
  [50_000, '$40,000 - $50,000'],
  [60_000, '$50,000 - $60,000'],
  [70_000, '$60,000 - $70,000'],
  [80_000, '$70,000 - $80,000'],
  [90_000, '$80,000 - $90,000'],
  [100_000, '$90,000 - $100,000'],
];

export function priceRange(price: number): string {
  if (price <= 0) return 'POA';
  for (const [limit, label] of PRICE_BUCKETS) if (price < limit) return label;
  return '$100,000+';
}

const WEEKLY_BUCKETS: readonly (readonly [number, string])[] = [
  [100, 'Under $100'],
  [150, '$100 - $150'],
  [200, '$150 - $200'],
  [250, '$200 - $250'],
  [300, '$250 - $300'],
  [400, '$300 - $400'],
];

export function weeklyPriceRange(weekly: number): string {
  for (const [limit, label] of WEEKLY_BUCKETS) if (weekly < limit) return label;
  return '$400+';
}

/** Weekly repayment on a loan (amortised, with an optional balloon). */
function weeklyPayment(principal: number, ratePct: number, years: number, balloon = 0): number {
  const r = ratePct / 100 / 52;
  const n = years * 52;
  const pvBalloon = balloon / Math.pow(1 + r, n);
  return ((principal - pvBalloon) * r) / (1 - Math.pow(1 + r, -n));
}

const round2 = (x: number) => Math.round(x * 100) / 100;

// ---------------------------------------------------------------- equipment and comments

const EQUIPMENT_FEATURED = [
  'Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Adaptive Cruise Control', 'Blind Spot Monitor',
  'Lane Keep Assist', 'Satellite Navigation', 'Heated Seats', 'Leather Seats', 'Sunroof', '360 Degree Camera',
  'Keyless Entry', 'Wireless Phone Charger', 'Tow Bar', 'Bluetooth', 'Alloy Wheels', 'Power Tailgate',
] as const;
const EQUIPMENT_OTHER = [
  'Autonomous Emergency Braking', 'Dual Zone Climate Control', 'Rear Parking Sensors', 'Front Parking Sensors',
  'LED Headlights', 'Auto Headlights', 'Rain Sensing Wipers', 'Electric Park Brake', 'Digital Instrument Cluster',
  'Push Button Start', 'Tyre Pressure Monitoring', 'Rear Air Vents', 'USB-C Charging Ports', 'Traffic Sign Recognition',
  'Rear Cross Traffic Alert', 'Driver Attention Alert', 'Roof Rails', 'Privacy Glass', 'Cruise Control', 'Hill Start Assist',
] as const;
const RV_EQUIPMENT = [
  'Queen Bed', 'Ensuite (Shower & Toilet)', '12V Fridge', '190L 3-Way Fridge', 'Microwave', '4 Burner Cooktop',
  'Solar Panel 200W', 'Lithium Battery 200Ah', 'Diesel Heater', 'Reverse Cycle Air Conditioner', 'Roll-out Awning',
  'External Shower', 'Front Toolbox', 'Twin Gas Bottles', 'Grey Water Tank', '2 x 95L Water Tanks', 'Washing Machine',
  'TV with Bluetooth Sound', 'Independent Suspension', 'Electric Brakes', 'Bunk Beds', 'Slide-out Kitchen',
] as const;

const USED_INTROS = [
  'Just traded and ready to go',
  'One owner with full service history',
  'Immaculate condition inside and out',
  'Low kilometres for the year',
  'Priced to sell',
  'Fresh trade with logbooks',
];
const NEW_INTROS = ['Brand new and ready to drive away', 'Available now in our showroom', 'Secure yours today', 'Drive away today'];
const DEMO_INTROS = ['Ex-demonstrator with balance of new car warranty', 'Save thousands on this dealer demonstrator', 'Barely driven demonstrator'];
const COMMENT_EXTRAS = [
  'Finance available for approved applicants',
  'Trade-ins welcome',
  'Call our team to book a test drive',
  'Comes with 12 months roadside assist',
  'Independent inspection welcome',
  'Serviced and safety checked by our workshop',
  'Nationwide delivery available',
  'Ask about our extended warranty options',
];

function dealerComments(rng: Rng, carType: CarType, title: string, features: readonly string[], dealerName: string): string {
  const roll = rng.float();
  if (roll < 0.07) return '';
  if (roll < 0.1) return rng.pick(['|', ' | ', '||']);
  const segments = [
    `${rng.pick(carType === 'new' ? NEW_INTROS : carType === 'demo' ? DEMO_INTROS : USED_INTROS)}: this ${title}.`,
    features.length > 0 ? `Features include ${features.slice(0, 4).join(', ')}.` : '',
    rng.pick(COMMENT_EXTRAS) + '.',
    rng.chance(0.5) ? `${dealerName} - proudly local.` : '',
  ];
  let text = segments.join('|');
  if (text.length > 400) text = text.slice(0, 400);
  return text;
}

// ---------------------------------------------------------------- specs

interface Dims {
  length: number;
  width: number;
  height: number;
  gvm: number;
  tow: number;
  tank: number;
}
const BODY_DIMS: Record<SimpleBody, Dims> = {
  hatch: { length: 4200, width: 1780, height: 1450, gvm: 1750, tow: 1200, tank: 45 },
  sedan: { length: 4800, width: 1840, height: 1450, gvm: 2050, tow: 1500, tank: 60 },
  wagon: { length: 4850, width: 1850, height: 1600, gvm: 2200, tow: 1800, tank: 63 },
  suv: { length: 4650, width: 1870, height: 1700, gvm: 2450, tow: 2000, tank: 60 },
  ute: { length: 5350, width: 1900, height: 1820, gvm: 3100, tow: 3500, tank: 80 },
  cabChassis: { length: 5300, width: 1860, height: 1800, gvm: 3300, tow: 3500, tank: 80 },
  van: { length: 5300, width: 1950, height: 1990, gvm: 3300, tow: 1900, tank: 70 },
  peopleMover: { length: 5150, width: 1995, height: 1780, gvm: 2800, tow: 2000, tank: 72 },
  coupe: { length: 4300, width: 1790, height: 1310, gvm: 1700, tow: 0, tank: 50 },
  convertible: { length: 4000, width: 1740, height: 1240, gvm: 1350, tow: 0, tank: 45 },
  motorhome: { length: 7400, width: 2350, height: 3100, gvm: 4490, tow: 2000, tank: 90 },
  caravan: { length: 6400, width: 2450, height: 3050, gvm: 3300, tow: 0, tank: 0 },
  camperTrailer: { length: 4600, width: 2050, height: 1600, gvm: 1800, tow: 0, tank: 0 },
};

function caravanLengthMm(badge: string, fallback: number): number {
  const match = /^(\d{2})'(\d)/.exec(badge);
  if (!match) return fallback;
  return Math.round((Number(match[1]) + Number(match[2]) / 12) * 304.8);
}

function categoriesFor(spec: ModelSpec, badge: Badge, price: number, seats: number | undefined): string[] {
  const c = new Set<string>();
  const body = badge.body;
  if (spec.itemType !== 'car') {
    if (spec.itemType === 'motorhome') c.add('Motorhome');
    if (/outback|off road/i.test(badge.name) || spec.itemType === 'camper trailer') c.add('Off-road');
    c.add((spec.sleeps ?? 2) >= 4 ? 'Family' : 'Couples');
    c.add('Touring');
    return [...c];
  }
  if (['suv', 'peopleMover', 'wagon'].includes(body) && (seats ?? 5) >= 5) c.add('Family');
  if ((seats ?? 5) >= 7) c.add('7 Seats');
  if (badge.drive === '4WD') c.add('4x4');
  if (['ute', 'cabChassis', 'van'].includes(body)) c.add('Work');
  if (badge.fuel === 'Electric') c.add('Electric');
  if (badge.fuel === 'Hybrid' || badge.fuel === 'PHEV') c.add('Hybrid');
  const performance = ['coupe', 'convertible'].includes(body) || /GTI|Type R|WRX|GR |Raptor|XR8|SS-V/.test(`${spec.model} ${badge.name}`);
  const small = spec.engine[0] <= 2.0 && spec.engine[1] <= 4;
  if (['hatch', 'sedan'].includes(body) && badge.price < 45_000 && small && !performance && badge.fuel !== 'Electric') c.add('Economical');
  if (badge.fuel === 'Hybrid' && ['hatch', 'suv', 'sedan'].includes(body) && badge.price < 50_000) c.add('Economical');
  if (['BMW', 'Mercedes-Benz'].includes(spec.make) || badge.price >= 90_000 || /sahara|grande|calligraphy|azami|platinum/i.test(badge.name)) c.add('Luxury');
  if (performance) c.add('Performance');
  if (price > 0 && price < 15_000 && ['hatch', 'sedan'].includes(body) && !performance) c.add('First Car');
  return [...c];
}

const FUEL_DETAIL: Record<string, string> = {
  Petrol: 'Unleaded Petrol',
  Diesel: 'Diesel',
  Hybrid: 'Hybrid Petrol/Electric',
  Electric: 'Electric',
  PHEV: 'Plug-in Hybrid',
};

const BODY_DETAIL: Record<SimpleBody, string> = {
  sedan: 'Sedan', hatch: 'Hatchback', suv: 'Wagon', ute: 'Dual Cab Utility', van: 'Van', wagon: 'Station Wagon',
  coupe: 'Coupe', convertible: 'Convertible', peopleMover: 'People Mover', cabChassis: 'Cab Chassis',
  motorhome: 'Motorhome', caravan: 'Caravan', camperTrailer: 'Camper Trailer',
};

// ---------------------------------------------------------------- the generator

function pickModel(rng: Rng, candidates: readonly ModelSpec[]): ModelSpec {
  return rng.weighted(candidates.map((c) => [c, c.pop] as const));
}

interface Assignment {
  location: DealerLocation;
  dealershipName: string;
  make: string | undefined;
}

/**
 * Yields the dealer's vehicles one at a time (for streaming very large inventories).
 */
export function* generateStockIter(dealer: DealerInput, options: GenerateOptions): Generator<Vehicle> {
  const now = typeof options.now === 'number' ? options.now : options.now.getTime();
  const profile = profileFor(dealer);
  const count = options.count ?? profile.count;
  const locations = salesLocations(dealer);
  if (locations.length === 0) throw new Error(`dealer ${dealer.site.slug} has no locations`);
  const dealershipById = new Map(dealer.site.dealerships.map((d) => [d.dealership_id, d]));
  const assignments: Assignment[] = locations.map((location) => {
    const d = dealershipById.get(location.dealership_id) ?? dealer.site.dealerships[0];
    const make = d ? franchiseMake(d, dealer.site.template) : dealer.site.template === 'toyota' ? 'Toyota' : undefined;
    return { location, dealershipName: d?.name ?? dealer.site.name ?? dealer.site.slug, make };
  });
  const franchised = assignments.filter((a) => a.make !== undefined || profile.rv);
  const prefix = dealer.site.slug
    .split('-')
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
  const statusOffset = (hash32(`${options.seed}|${dealer.site.slug}|status`) % 10_000) / 10_000;
  for (let i = 0; i < count; i++) {
    yield makeVehicle(dealer, profile, assignments, franchised, prefix, statusOffset, i, now, options.seed);
  }
}

export function generateStock(dealer: DealerInput, options: GenerateOptions): Vehicle[] {
  return [...generateStockIter(dealer, options)];
}

function makeVehicle(
  dealer: DealerInput,
  profile: Profile,
  assignments: readonly Assignment[],
  franchised: readonly Assignment[],
  prefix: string,
  statusOffset: number,
  i: number,
  now: number,
  seed: number,
): Vehicle {
  const rng = new Rng(`${seed}|${dealer.site.slug}|${i}`);
  const currentYear = new Date(now).getUTCFullYear();
  const currentMonth = new Date(now).getUTCMonth();

  // ---- car type, location and make
  let carType: CarType = rng.weighted(profile.mix);
  if (carType !== 'used' && franchised.length === 0) carType = 'used';
  const assignment = carType === 'used' ? rng.pick(assignments) : rng.pick(franchised);
  const location = assignment.location;

  // ---- status (low-discrepancy so every dealer gets the intended mix)
  const u = spread(i, statusOffset);
  const status: Vehicle['status'] = u < 0.05 ? 'coming_soon' : u < 0.11 ? 'sold' : 'in_stock';
  const reserved = u >= 0.11 && u < 0.14;

  // ---- model
  let spec: ModelSpec;
  let year: number;
  let tag: string | undefined;
  if (carType === 'used') {
    const make = rng.weighted(profile.usedMakes);
    const age = Math.min(profile.maxUsedAge, Math.max(1, Math.round(Math.abs(rng.normal()) * profile.maxUsedAge * 0.45) + 1));
    year = currentYear - age;
    const candidates = CATALOG.filter((c) => c.make === make && availableIn(c, year) && (profile.rv ? c.itemType !== 'car' : c.itemType === 'car'));
    const fallback = CATALOG.filter((c) => c.make === make && (profile.rv ? c.itemType !== 'car' : c.itemType === 'car'));
    spec = pickModel(rng, candidates.length > 0 ? candidates : fallback);
    year = Math.min(Math.max(year, spec.years[0]), spec.years[1] ?? currentYear - 1, currentYear - 1);
  } else {
    const make = assignment.make;
    const candidates = CATALOG.filter(
      (c) =>
        isCurrent(c) &&
        (profile.rv ? c.itemType !== 'car' && (make === undefined || !RV_MAKES.includes(make) || c.make === make) : c.make === make),
    );
    spec = pickModel(rng, candidates);
    if (carType === 'new') {
      year = currentMonth >= 6 && rng.chance(0.25) ? currentYear + 1 : currentYear;
      if (status === 'in_stock' && rng.chance(0.08)) {
        tag = 'runout sale';
        year = currentYear - 1;
      }
    } else {
      year = rng.chance(0.6) ? currentYear : currentYear - 1;
      if (rng.chance(0.3)) tag = 'Test Drive Only';
    }
    year = Math.max(year, spec.years[0]);
  }
  const badge = rng.pick(spec.badges);
  const age = Math.max(0, currentYear - year);
  const isRv = spec.itemType !== 'car';
  const isTrailer = spec.itemType === 'caravan' || spec.itemType === 'camper trailer';
  const body = badge.body;

  // ---- kilometres
  let km: number;
  if (isTrailer) km = 0;
  else if (carType === 'new') km = rng.int(0, 99) < 70 ? rng.int(2, 30) : rng.int(30, 99);
  else if (carType === 'demo') km = rng.int(500, 15_000);
  else {
    const perYear = isRv ? rng.between(6000, 12_000) : rng.between(12_000, 20_000);
    km = Math.round(Math.max(2500, (age + rng.between(-0.3, 0.5)) * perYear * (1 + 0.15 * rng.normal())));
  }

  // ---- price
  const inflation = Math.pow(0.975, age);
  const newPrice = badge.price * inflation;
  let value: number;
  if (carType === 'new') value = newPrice * rng.between(0.99, 1.02);
  else if (carType === 'demo') value = newPrice * rng.between(0.88, 0.95);
  else {
    const kmExpected = age * (isRv ? 9000 : 15_000);
    const kmFactor = isTrailer ? 1 : Math.max(0.75, 1 - ((km - kmExpected) / 100_000) * 0.12);
    // Steep early depreciation, flattening after five years.
    const early = Math.min(Math.max(0, age - 1), 4);
    const late = Math.max(0, age - 5);
    const kept = 0.85 * Math.pow(spec.retention, early) * Math.pow((1 + spec.retention) / 2, late);
    value = newPrice * kept * kmFactor * rng.between(0.93, 1.07);
  }
  let price = dealerPrice(value);
  let preorder = false;
  if (status === 'coming_soon' && carType === 'new' && rng.chance(0.4)) {
    preorder = true;
    price = 0;
  } else if (rng.chance(0.015)) price = 0; // POA
  if (tag === 'runout sale') price = dealerPrice(price * 0.94);
  if (carType === 'used' && status === 'in_stock' && !reserved && rng.chance(0.04)) tag = 'Clearance';
  const beforePrice = price > 0 && status !== 'sold' && rng.chance(0.12) ? price + rng.int(1, 5) * 1000 : undefined;

  // ---- identity
  const typeLetter = carType === 'new' ? 'N' : carType === 'demo' ? 'D' : 'U';
  const stocknum = `${prefix}${typeLetter}${String(10_000 + i).padStart(5, '0')}`;
  const make = spec.make;
  const model = spec.model;
  const title = `${year} ${make} ${model} ${badge.name}`;
  const slug = `${slugify(`${year} ${make} ${model} ${badge.name}`)}-${stocknum.toLowerCase()}`;
  const id = `${dealer.site.slug}-${String(i + 1).padStart(6, '0')}`;

  // ---- drivetrain
  const fuel = badge.fuel;
  const manual = !isTrailer && spec.manual && fuel !== 'Electric' && fuel !== 'Hybrid' && rng.chance(carType === 'used' ? 0.15 + age * 0.01 : 0.08);
  const engine = fuel === 'Diesel' ? spec.dieselEngine : spec.engine;
  const gearnum = manual ? 6 : spec.trans === 'ev' || spec.trans === 'cvt' ? 1 : spec.gears;
  const trans = manual
    ? '6 Speed Manual'
    : spec.trans === 'ev'
      ? 'Single Speed Reduction Gear'
      : spec.trans === 'cvt'
        ? 'Continuous Variable'
        : spec.trans === 'dct'
          ? `${spec.gears} Speed Dual Clutch`
          : `${spec.gears} Speed Automatic`;
  const seats = isTrailer ? undefined : (spec.seats ?? (body === 'cabChassis' ? 2 : body === 'peopleMover' ? 8 : body === 'coupe' ? 4 : 5));
  const doors = isTrailer
    ? undefined
    : (spec.doors ?? (body === 'coupe' || body === 'convertible' ? 2 : body === 'sedan' || body === 'ute' ? 4 : body === 'cabChassis' ? 2 : 5));

  // ---- colour, rego, dates
  const colour = spec.make in MAKE_COLOURS ? rng.pick(own(MAKE_COLOURS, spec.make) ?? []) : rng.weighted(GENERIC_COLOURS);
  const interiorColour = isTrailer
    ? rng.pick(['Driftwood', 'Coastal Grey', 'Walnut'])
    : rng.weighted([['Black Cloth', 5], ['Black Leather', 2], ['Grey Cloth', 2], ['Tan Leather', 1], ['Black Leather Accented', 2]] as const);
  const justArrived = rng.chance(0.2);
  let soldAt: number | undefined;
  if (status === 'sold') soldAt = now - Math.round(rng.between(0.05, 10) * DAY);
  const createdBase = justArrived ? now - rng.between(0.02, 7.9) * DAY : now - rng.between(8.5, carType === 'used' ? 150 : 90) * DAY;
  const createdAt = Math.round(soldAt !== undefined ? Math.min(createdBase, soldAt - rng.between(3, 60) * DAY) : createdBase);
  const updatedAt = Math.round(Math.max(createdAt, soldAt ?? 0) + rng.float() * (now - Math.max(createdAt, soldAt ?? 0)));
  const buildAt = Math.min(
    Date.UTC(year - (rng.chance(0.3) ? 1 : 0), rng.int(0, 11), rng.int(1, 28)),
    createdAt - rng.int(20, 200) * DAY,
  );
  const complianceAt = buildAt + rng.int(15, 75) * DAY;
  const registered = carType !== 'new' && status !== 'coming_soon';
  const regoExpiry = registered
    ? isoDate(now + Math.round((carType === 'demo' ? rng.between(60, 360) : rng.between(-150, 365)) * DAY))
    : undefined;

  // ---- equipment and comments
  const pool = isRv ? RV_EQUIPMENT : [...EQUIPMENT_FEATURED, ...EQUIPMENT_OTHER];
  const equipment = rng.chance(0.1) ? [] : rng.sample(pool, rng.int(6, Math.min(18, pool.length)));
  const featured: readonly string[] = isRv ? RV_EQUIPMENT : EQUIPMENT_FEATURED;
  const filteredFeatures = equipment.filter((e) => featured.includes(e));
  const dealercomments = dealerComments(rng, carType, title, equipment, assignment.dealershipName);

  // ---- images
  let photos: number;
  if (rng.chance(0.012)) photos = 0;
  else if (carType === 'used' && rng.chance(0.15)) photos = rng.int(1, 3);
  else photos = carType === 'used' ? rng.int(4, 12) : rng.int(6, 12);
  const imageBody = body;
  const images = Array.from({ length: photos }, (_, k) => ({
    url: vehicleImagePath({ body: imageBody, colour: colourSlug(colour), view: k + 1 }),
  }));

  // ---- market and finance
  const weekly = price > 0 ? weeklyPayment(price * 0.9, 8.99, 5) : 0;
  let stateAvg: number | undefined;
  let avg: number | undefined;
  if (price > 0 && (carType === 'used' ? rng.chance(0.85) : carType === 'demo' && rng.chance(0.3))) {
    if (rng.chance(0.22)) {
      stateAvg = price + rng.int(800, 4500);
      avg = price + rng.int(600, 4000);
    } else {
      stateAvg = Math.round(price * rng.between(0.93, 1.04));
      avg = Math.round(price * rng.between(0.93, 1.04));
    }
  }

  let finance: Vehicle['finance'];
  if (price > 500 && status === 'in_stock' && rng.chance(0.38)) {
    finance = {};
    const lenders = rng.sample(profile.lenders, rng.int(1, 2));
    if (make === 'Nissan' && rng.chance(0.5)) lenders.push('Nissan Finance');
    for (const lender of lenders) {
      const nullRates = rng.chance(0.1);
      const rate = round2(rng.between(6.29, 12.49));
      const comparison = round2(rate + rng.between(0.4, 1.9));
      const deposit = Math.round(price * 0.1);
      const balloon = lender === 'Taurus' || lender === 'Nissan Finance' ? Math.round(price * 0.3) : 0;
      const payWeek = Math.round(weeklyPayment(price - deposit, rate, 5, balloon));
      const fees = lender === 'Angle' ? 1360.5 : lender === 'Powertorque' ? 395 : rng.pick([0, 495, 650]);
      finance[lender] = {
        interestRate: nullRates ? null : rate,
        comparisonRate: nullRates ? null : comparison,
        paymentWeek: nullRates ? null : payWeek,
        paymentMonth: nullRates ? null : Math.round(payWeek * 4.33),
        deposit,
        balloon,
        termMonths: 60,
        termWeeks: 260,
        termYears: 5,
        establishmentFees: fees,
        totalPayable: Math.round(payWeek * 260 + balloon + deposit + fees),
        disclaimer: `Indicative only. Based on a 5 year secured loan of $${(price - deposit).toLocaleString('en-AU')} at ${rate}% p.a. (comparison rate ${comparison}% p.a.) with a 10% deposit${balloon ? ' and a 30% final payment' : ''}. Finance for approved applicants only.`,
        financeProvider: lender,
      };
    }
  }
  const youxQuote =
    price > 5000 && status === 'in_stock' && rng.chance(0.15)
      ? (() => {
          const advertisedRate = round2(rng.between(6.49, 11.99));
          return {
            weeklyRepaymentAmount: Math.round(weeklyPayment(price * 0.9, advertisedRate, 5)),
            advertisedRate,
            comparisonRate: round2(advertisedRate + rng.between(0.3, 1.5)),
          };
        })()
      : undefined;

  const dims = BODY_DIMS[body];
  const lengthMm = isRv && spec.itemType !== 'motorhome' ? caravanLengthMm(badge.name, dims.length) : dims.length;
  const certified =
    make === 'Toyota' && carType === 'used' && dealer.site.template === 'toyota' && age <= 6 && km < 140_000 && rng.chance(0.7);
  const nvic = carType !== 'new' && !isTrailer && rng.chance(0.85) ? `${letters(rng, 2)}${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 2)}` : undefined;

  const vehicle: Vehicle = {
    id,
    slug,
    name: title,
    carsales_title: `${title}${isTrailer ? '' : ` ${manual ? 'Manual' : 'Auto'}${badge.drive === '4WD' || badge.drive === 'AWD' ? ` ${badge.drive}` : ''}`}`,
    make,
    model,
    make_model: `${make} ${model}`,
    badge: badge.name,
    series: spec.series,
    year,
    car_type: carType,
    item_type: spec.itemType,
    categories: categoriesFor(spec, badge, price, seats),
    status,
    sold: status === 'sold',
    tag: status === 'sold' ? undefined : tag,
    reserved,
    certified,
    created_at: new Date(createdAt).toISOString(),
    created_at_timestamp: Math.floor(createdAt / 1000),
    sold_date_timestamp: soldAt !== undefined ? Math.floor(soldAt / 1000) : undefined,
    updated_at: new Date(updatedAt).toISOString(),
    show_on_dealer_website: !rng.chance(0.02),
    custom_rank: rng.int(1, 1000) + (justArrived ? 500 : 0),
    price,
    before_price: beforePrice,
    offer_price: carType === 'new' && price > 0 && rng.chance(0.05) ? price - rng.int(1, 3) * 500 : undefined,
    subscription_price:
      profile.subscriptions && price >= 10_000 && status === 'in_stock' && rng.chance(0.18) ? Math.round(price / 52 / 2.2) : undefined,
    preorder,
    price_type: carType === 'used' ? rng.weighted([['Drive Away', 3], ['Excl. Gov. Charges', 1]] as const) : 'Drive Away',
    price_range: priceRange(price),
    weekly_price_range: price > 0 ? weeklyPriceRange(weekly) : undefined,
    km,
    views: Math.round(rng.int(0, 40) * Math.max(1, (now - createdAt) / DAY) ** 0.8),
    colour,
    interior_colour: interiorColour,
    stocknum,
    vin: makeVin(rng, make, year),
    nvic,
    has_nvic: nvic !== undefined,
    regplate: registered ? makePlate(rng, location.state) : undefined,
    rego_expiry: regoExpiry,
    compliance_date: monthYear(complianceAt),
    build_date: monthYear(buildAt),
    simple_fuel: isTrailer ? 'Not Applicable' : fuel,
    fuel: isTrailer ? undefined : FUEL_DETAIL[fuel],
    simple_body: body,
    body: BODY_DETAIL[body],
    simple_transmission: isTrailer ? 'Not Applicable' : manual ? 'Manual' : 'Automatic',
    trans: isTrailer ? undefined : trans,
    gearnum: isTrailer ? undefined : gearnum,
    drive: isTrailer ? undefined : badge.drive,
    seats,
    doors,
    engine_size: isTrailer || fuel === 'Electric' ? undefined : Math.round(engine[0] * 1000 - rng.int(0, 20)),
    cylinders: isTrailer || fuel === 'Electric' ? undefined : engine[1],
    engine_size_litres: isTrailer || fuel === 'Electric' ? undefined : engine[0],
    dealercomments,
    standardEquipment: equipment,
    filtered_features: filteredFeatures,
    file: carType === 'used' && rng.chance(0.25) ? `/history-reports/${stocknum}.pdf` : undefined,
    images,
    thumbnails: images.map((img) => img.url),
    primary_image_url: images[0]?.url,
    photos_count: images.length,
    payment_processors: price > 0 && status === 'in_stock' && rng.chance(0.3) ? ['stripe'] : undefined,
    dealership_id: location.dealership_id,
    dealership_slug: location.dealership_slug,
    dealership_name: assignment.dealershipName,
    location_id: location.location_id,
    location_name: location.name,
    city: location.city,
    state: location.state,
    location: { name: location.name, slug: location.slug, phone: location.phone },
    youxQuote,
    variant:
      isTrailer || rng.chance(0.25)
        ? undefined
        : {
            cylinders: fuel === 'Electric' ? 0 : engine[1],
            enginesize: fuel === 'Electric' ? 0 : Math.round(engine[0] * 1000),
            enginesize_litres: fuel === 'Electric' ? 0 : engine[0],
            induction: fuel === 'Electric' ? 'Electric' : engine[2],
            geartype: manual ? 'Manual' : 'Automatic',
            fuelconsumptioncombined:
              fuel === 'Electric' ? 0 : round2((fuel === 'Hybrid' ? 4.2 : fuel === 'PHEV' ? 1.8 : fuel === 'Diesel' ? 7.2 : 6.8) * (0.8 + engine[0] / 10)),
            fuelcapacity: fuel === 'Electric' ? 0 : dims.tank,
            grossvehiclemass: dims.gvm + (hash32(model) % 20) * 10,
            vehiclelength: dims.length + (hash32(model) % 30) * 10 - 150,
            vehicleheight: dims.height + (hash32(badge.name) % 10) * 5,
            vehiclewidth: dims.width + (hash32(model) % 8) * 5,
            towingcapacitybraked: dims.tow,
            torque: Math.round(fuel === 'Electric' ? 350 : engine[0] * 120 * (engine[2] === 'Turbo' ? 1.5 : 1)),
            bodyconfiguration: BODY_DETAIL[body],
            ancaprating: age > 10 ? 4 : 5,
          },
    specifications: isRv
      ? (() => {
          const tare =
            spec.itemType === 'camper trailer'
              ? rng.int(95, 130) * 10
              : spec.itemType === 'motorhome'
                ? rng.int(350, 400) * 10
                : Math.round((lengthMm / 6100) * rng.int(190, 235)) * 10;
          return {
            body_width: spec.itemType === 'camper trailer' ? rng.pick([1900, 2000, 2050]) : rng.pick([2300, 2400, 2450, 2500]),
            body_length: lengthMm,
            tare_weight: tare,
            axle_type: spec.itemType === 'motorhome' ? 'Dual Rear Wheel' : lengthMm > 5600 ? 'Tandem' : 'Single',
            sleeps: spec.sleeps ?? 2,
            aggregate_trailer_mass: spec.itemType === 'motorhome' ? 4490 : Math.ceil((tare + rng.int(400, 750)) / 100) * 100,
          };
        })()
      : undefined,
    state_average_market_price: stateAvg,
    average_market_price: avg,
    finance,
  };
  // Drop absent optional keys so JSON output stays compact and stable.
  for (const key of Object.keys(vehicle) as (keyof Vehicle)[]) if (vehicle[key] === undefined) delete vehicle[key];
  return vehicle;
}

export const LENDERS = FINANCE_LENDERS;
