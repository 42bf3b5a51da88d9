/**
 * Toyota Service Advantage per model (spec §9), for the vehicle page's Toyota Service Advantage block.
 *
 * The spec's table, column by column (price per service / years / services / interval / maximum km):
 *   default           $250 · —       · 5 services · 12 months or 15,000 km · 75,000 km
 *   Coaster           $485 · 3 yrs   · 6 services · 6 months or 10,000 km  · —
 *   HiAce, Granvia,
 *   HiLux, Fortuner   $290 · 3 yrs   · 6 services · —                      · —
 *   Prado             $390 · 5 yrs   · 10 services · —                     · 100,000 km
 *   LandCruiser 70 $525; LandCruiser 300, Tundra $400; bZ4X $180; Corolla, Yaris $245; Camry $255;
 *   RAV4 $260; Kluger $265; Yaris Cross, C-HR, Corolla Cross $250 — price only.
 *
 * `SERVICE_ADVANTAGE_TABLE` holds exactly what the spec states. Unstated columns are filled by
 * `serviceAdvantageFor` so that every filled value agrees with every stated one:
 *   - price, services: from the default row ($250, 5);
 *   - interval months: years × 12 ÷ services when the row states years (HiAce 3 yrs / 6 services
 *     -> 6 months; Prado 5 yrs / 10 -> 6 months), else the default 12;
 *   - interval km: the table's own pairing of interval months to km — 12 months ↔ 15,000 km
 *     (default row), 6 months ↔ 10,000 km (Coaster row);
 *   - years: services × interval months ÷ 12 (default 5 × 12 months -> 5 years);
 *   - maximum km: services × interval km (default 5 × 15,000 = 75,000, and Prado 10 × 10,000 =
 *     100,000, both as stated; Coaster and HiAce -> 60,000).
 * A plain "copy the default row" fill would instead give e.g. Prado 10 services every 12 months
 * within 5 years, which contradicts the row itself. `derived` lists the filled columns.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';

export interface ServiceAdvantage {
  /** Capped price per scheduled service, in dollars. */
  pricePerService: number;
  /** Number of capped-price services. */
  services: number;
  /** Programme length in years. */
  years: number;
  /** Service interval: every N months or M km, whichever comes first. */
  intervalMonths: number;
  intervalKm: number;
  /** Programme kilometre limit. */
  maxKm: number;
}

export type ServiceAdvantageColumn = keyof ServiceAdvantage;

export interface ServiceAdvantageRow extends Partial<ServiceAdvantage> {
  /** Display names of the models the row covers. */
  models: readonly string[];
}

export const SERVICE_ADVANTAGE_DEFAULT: ServiceAdvantage = {
  pricePerService: 250,
  services: 5,
  years: 5,
  intervalMonths: 12,
  intervalKm: 15_000,
  maxKm: 75_000,
};

/** The spec §9 table, as written: only the columns the spec states for each row. */
export const SERVICE_ADVANTAGE_TABLE: readonly ServiceAdvantageRow[] = [
  { models: ['Coaster'], pricePerService: 485, years: 3, services: 6, intervalMonths: 6, intervalKm: 10_000 },
  { models: ['HiAce', 'Granvia', 'HiLux', 'Fortuner'], pricePerService: 290, years: 3, services: 6 },
  { models: ['Prado'], pricePerService: 390, years: 5, services: 10, maxKm: 100_000 },
  { models: ['LandCruiser 70'], pricePerService: 525 },
  { models: ['LandCruiser 300', 'Tundra'], pricePerService: 400 },
  { models: ['bZ4X'], pricePerService: 180 },
  { models: ['Corolla', 'Yaris'], pricePerService: 245 },
  { models: ['Camry'], pricePerService: 255 },
  { models: ['RAV4'], pricePerService: 260 },
  { models: ['Kluger'], pricePerService: 265 },
  { models: ['Yaris Cross', 'C-HR', 'Corolla Cross'], pricePerService: 250 },
];

/** Interval km for an interval in months, as the table pairs them (12 ↔ 15,000 km; 6 ↔ 10,000 km). */
const KM_FOR_MONTHS: Readonly<Record<number, number>> = { 12: 15_000, 6: 10_000 };

/** Other names the same model is sold or listed under (compact form, see `compactModelName`). */
const ALIASES: Readonly<Record<string, string>> = {
  landcruiserprado: 'Prado',
  landcruiser76: 'LandCruiser 70',
  landcruiser78: 'LandCruiser 70',
  landcruiser79: 'LandCruiser 70',
  landcruiser70series: 'LandCruiser 70',
  landcruiser300series: 'LandCruiser 300',
  hiacecommuter: 'HiAce',
};

/** 'LandCruiser 300' / 'Landcruiser  300' / 'land-cruiser 300' -> 'landcruiser300'; 'C-HR' -> 'chr'. */
export function compactModelName(model: string): string {
  return model.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');
}

const KEYS: readonly { key: string; model: string }[] = [
  ...SERVICE_ADVANTAGE_TABLE.flatMap((row) => row.models.map((model) => ({ key: compactModelName(model), model }))),
  ...Object.entries(ALIASES).map(([key, model]) => ({ key, model })),
].sort((a, b) => b.key.length - a.key.length);

/**
 * The table model a vehicle model name belongs to, or undefined. Case, spaces and punctuation are
 * ignored; the longest table name the model starts with wins, so 'Yaris Cross' is never 'Yaris',
 * 'Corolla Cross Hybrid' is 'Corolla Cross', and 'LandCruiser 70' / 'LandCruiser 79' / 'LandCruiser
 * 300' stay apart; 'LandCruiser Prado' is Prado. A trailing digit must not continue a number
 * ('LandCruiser 700' is not 'LandCruiser 70'). Names that merely contain a model ('GR Yaris',
 * 'GR Corolla') do not match: they are separate models and take the default.
 */
export function serviceAdvantageModel(model: string | null | undefined): string | undefined {
  const compact = compactModelName(model ?? '');
  if (!compact) return undefined;
  for (const { key, model: name } of KEYS) {
    if (!compact.startsWith(key)) continue;
    const next = compact.charAt(key.length);
    if (/\d/.test(key.charAt(key.length - 1)) && /\d/.test(next)) continue;
    return name;
  }
  return undefined;
}

function rowFor(model: string | undefined): ServiceAdvantageRow | undefined {
  return model ? SERVICE_ADVANTAGE_TABLE.find((row) => row.models.includes(model)) : undefined;
}

export interface ResolvedServiceAdvantage extends ServiceAdvantage {
  /** The table model matched, or undefined for the default. */
  model?: string;
  /** Columns not stated by the spec for this row (filled as described above). */
  derived: ServiceAdvantageColumn[];
}

/** Fill a table row's unstated columns (see the module comment). */
export function resolveServiceAdvantage(row: Partial<ServiceAdvantage> | undefined): Omit<ResolvedServiceAdvantage, 'model'> {
  const stated = row ?? {};
  const derived: ServiceAdvantageColumn[] = [];
  const fill = <K extends ServiceAdvantageColumn>(column: K, value: number): number => {
    const given = stated[column];
    if (given !== undefined) return given;
    derived.push(column);
    return value;
  };
  const pricePerService = fill('pricePerService', SERVICE_ADVANTAGE_DEFAULT.pricePerService);
  const services = fill('services', SERVICE_ADVANTAGE_DEFAULT.services);
  const intervalMonths = fill(
    'intervalMonths',
    stated.years !== undefined ? (stated.years * 12) / services : SERVICE_ADVANTAGE_DEFAULT.intervalMonths,
  );
  const intervalKm = fill('intervalKm', KM_FOR_MONTHS[intervalMonths] ?? SERVICE_ADVANTAGE_DEFAULT.intervalKm);
  const years = fill('years', (services * intervalMonths) / 12);
  const maxKm = fill('maxKm', services * intervalKm);
  return { pricePerService, services, years, intervalMonths, intervalKm, maxKm, derived: row ? derived : [] };
}

/** Service Advantage for a model name; the default row for models not in the table. */
export function serviceAdvantageFor(model: string | null | undefined): ResolvedServiceAdvantage {
  const matched = serviceAdvantageModel(model);
  const resolved = resolveServiceAdvantage(rowFor(matched));
  return matched ? { model: matched, ...resolved } : resolved;
}

/** For a vehicle: only Toyotas have Service Advantage (undefined otherwise). */
export function serviceAdvantageForVehicle(vehicle: Pick<Vehicle, 'make' | 'model'>): ResolvedServiceAdvantage | undefined {
  return vehicle.make.trim().toLowerCase() === 'toyota' ? serviceAdvantageFor(vehicle.model) : undefined;
}
