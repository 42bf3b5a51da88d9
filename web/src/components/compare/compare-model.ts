/**
 * What the compare table shows for each car, from the domain rules (never re-implemented here):
 * price (price.ts), the weekly estimate (finance-eligibility.ts + finance-calculator.ts, through the
 * result card's `weeklyEstimate` so both show the same figure), the featured specs (specs.ts) and
 * the sold state (display-state.ts). Pure, so it is tested without a server.
 *
 * A value the car does not have shows MISSING ('-', spec §8 "Missing ratings show '-'"). Rows that
 * only some cars have data for (weekly estimate, fuel economy, towing, ANCAP) are dropped when no
 * compared car has a value: a row of dashes tells the shopper nothing.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { vehicleHref, vehicleTitle, weeklyEstimate } from '@/components/search/results/card-model';
import { SOLD_HEADING } from '@/domain/display-state';
import { bodyLabel } from '@/domain/facet-labels';
import { priceDisplay } from '@/domain/price';
import { featuredSpecs, formatKg, specText } from '@/domain/specs';
import type { FinanceSettings, Site } from '@/lib/content/models';
import { vehicleTimeZone } from '@/lib/vehicle-pdf/summary';
import { compareRemoveHref } from './compare-url';
import { lazyIntl } from '@/domain/lazy-intl';

/** What the weekly estimate reads of the site's finance settings (content.financeSettings). */
type CompareFinance = Pick<FinanceSettings, 'excludedDealerGroups'>;

export const MISSING = '-';

export type CompareRowKey =
  | 'price'
  | 'weekly'
  | 'year'
  | 'kilometres'
  | 'body'
  | 'transmission'
  | 'fuel'
  | 'drive'
  | 'seats'
  | 'engine'
  | 'fuel_economy'
  | 'towing'
  | 'ancap';

export interface CompareRow {
  key: CompareRowKey;
  label: string;
  /** Dropped when no compared car has a value. */
  optional?: boolean;
}

/** The rows in the order shown (the photo row is drawn by the table itself). */
export const COMPARE_ROWS: readonly CompareRow[] = [
  { key: 'price', label: 'Price' },
  { key: 'weekly', label: 'Weekly estimate', optional: true },
  { key: 'year', label: 'Year' },
  { key: 'kilometres', label: 'Kilometres' },
  { key: 'body', label: 'Body' },
  { key: 'transmission', label: 'Transmission' },
  { key: 'fuel', label: 'Fuel type' },
  { key: 'drive', label: 'Drive' },
  { key: 'seats', label: 'Seats' },
  { key: 'engine', label: 'Engine' },
  { key: 'fuel_economy', label: 'Fuel economy', optional: true },
  { key: 'towing', label: 'Towing (braked)', optional: true },
  { key: 'ancap', label: 'ANCAP rating', optional: true },
];

export interface CompareCell {
  text: string;
  /** The struck-through was-price beside a price (price.ts decides when). */
  wasPrice?: string;
  /** The value is an indicative estimate: the table marks it and explains below. */
  estimate?: boolean;
}

export interface CompareColumn {
  id: string;
  title: string;
  href: string;
  image?: { url: string; alt: string };
  /** This comparison without this car. */
  removeHref: string;
  cells: Record<CompareRowKey, CompareCell>;
}

const oneDecimal = lazyIntl(() => new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 }));

const positive = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** '7.6 L/100 km'; undefined when unknown (an EV's 0 is not a fuel figure). */
export function fuelEconomyText(litresPer100km: number | undefined): string | undefined {
  return positive(litresPer100km) ? `${oneDecimal().format(litresPer100km)} L/100 km` : undefined;
}

/**
 * '5 stars'. Only whole ratings 1 to 5 are shown: feeds write 0 for "not rated", and a made-up
 * 0-star claim about a car would be worse than a dash.
 */
export function ancapText(rating: number | undefined): string | undefined {
  if (rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5) return undefined;
  return `${rating} ${rating === 1 ? 'star' : 'stars'}`;
}

/** 'Dual Cab Utility' as the feed gives it, else the body type's label ('SUV'). */
function bodyText(vehicle: Pick<Vehicle, 'body' | 'simple_body'>): string | undefined {
  const detailed = specText(vehicle.body);
  if (detailed) return detailed;
  const simple = specText(vehicle.simple_body);
  return simple ? bodyLabel(simple) : undefined;
}

const cell = (text: string | undefined): CompareCell => ({ text: text ?? MISSING });

function priceCell(vehicle: Vehicle, site: Site): CompareCell {
  const price = priceDisplay(vehicle, site);
  // A car no longer in stock has no price (spec §4); it stays comparable on a shared link, marked sold.
  if (price.kind === 'none') return { text: SOLD_HEADING };
  return price.kind === 'price' && price.wasPrice ? { text: price.text, wasPrice: price.wasPrice } : { text: price.text };
}

function weeklyCell(vehicle: Vehicle, site: Site, now: Date, finance?: CompareFinance): CompareCell {
  const price = priceDisplay(vehicle, site);
  const weekly = price.kind === 'none' ? undefined : weeklyEstimate(vehicle, site, now, price, finance);
  return weekly ? { text: weekly.text, estimate: true } : cell(undefined);
}

/** One car's column; `ids` is the whole comparison, for the Remove link. */
export function compareColumn(vehicle: Vehicle, site: Site, now: Date, ids: readonly string[], finance?: CompareFinance): CompareColumn {
  const title = vehicleTitle(vehicle);
  const specs = new Map(featuredSpecs(vehicle, { now, timeZone: vehicleTimeZone(vehicle) }).map((s) => [s.key, s.value]));
  const variant = vehicle.variant ?? {};
  const imageUrl = vehicle.primary_image_url ?? vehicle.images[0]?.url ?? vehicle.thumbnails?.[0];
  return {
    id: vehicle.id,
    title,
    href: vehicleHref(vehicle),
    ...(imageUrl ? { image: { url: imageUrl, alt: vehicle.name.trim() || title } } : {}),
    removeHref: compareRemoveHref(ids, vehicle.id),
    cells: {
      price: priceCell(vehicle, site),
      weekly: weeklyCell(vehicle, site, now, finance),
      year: cell(vehicle.year > 0 ? String(vehicle.year) : undefined),
      kilometres: cell(specs.get('kilometres')),
      body: cell(bodyText(vehicle)),
      transmission: cell(specs.get('transmission')),
      fuel: cell(specs.get('fuel_type')),
      drive: cell(specText(vehicle.drive)),
      seats: cell(specs.get('seats')),
      engine: cell(specs.get('engine')),
      fuel_economy: cell(fuelEconomyText(variant.fuelconsumptioncombined)),
      towing: cell(positive(variant.towingcapacitybraked) ? formatKg(variant.towingcapacitybraked) : undefined),
      ancap: cell(ancapText(variant.ancaprating)),
    },
  };
}

/** The columns, in the order given; each Remove link keeps the others. `finance`: the site's finance settings. */
export function compareColumns(vehicles: readonly Vehicle[], site: Site, now: Date, finance?: CompareFinance): CompareColumn[] {
  const ids = vehicles.map((v) => v.id);
  return vehicles.map((v) => compareColumn(v, site, now, ids, finance));
}

/** The rows to draw: every row, less the optional ones no column has a value for. */
export function visibleRows(columns: readonly CompareColumn[], rows: readonly CompareRow[] = COMPARE_ROWS): CompareRow[] {
  return rows.filter((row) => !row.optional || columns.some((c) => c.cells[row.key].text !== MISSING));
}
