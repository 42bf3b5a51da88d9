/**
 * Vehicle tags and their precedence (spec §4 "Tag precedence/kinds").
 *
 * Order (the primary tag is the first that applies):
 *   1. reserved      — in stock and reserved → 'RESERVED'
 *   2. manual        — the car's own `tag` (e.g. 'Test Drive Only'), coloured per dealer
 *   3. coming_soon   — status coming_soon → 'COMING SOON'
 *   4. just_arrived  — created within the site's just-arrived window → its name (default 'New')
 *   5. sold          — sold → the site's sold tag name (default 'JUST SOLD')
 *   6. fuel          — Electric / Hybrid / PHEV when the site turns fuel tags on
 *   7. certified     — certified used Toyota → certified-pre-owned logo tag
 *
 * Readings:
 * - Tags 1–4 describe a car you can buy, so they apply only to in-stock cars (status in_stock or
 *   coming_soon). A sold car that is still listed (sold within the stock-filter window) therefore shows
 *   the sold tag first even if it has a manual tag or was created within the window.
 * - "Sold" is the `sold` flag or status 'sold'.
 * - Just-arrived: `now - created_at <= just_arrived_days` days (exactly 8 days still counts; 8 days and
 *   1 ms does not). created_at (ISO, ms precision) is used; created_at_timestamp (seconds) is the
 *   fallback when created_at does not parse. A window of 0 or less turns the tag off. A creation time
 *   slightly after `now` (clock skew) counts as just arrived.
 * - The manual tag's colour comes from site.specifications.tag_colours, matched on the trimmed tag,
 *   case-insensitively; unlisted tags are red.
 * - The certified tag uses the same test as the Toyota certified badge (badges.ts: Toyota, certified,
 *   not sold, in stock, site feature on) plus car_type 'used'.
 * - Fuel and certified tags are secondary: `vehicleTags` lists every tag that applies, in this order,
 *   so a card can show e.g. 'New' with a 'Hybrid' chip and the certified logo.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Site } from '@/lib/content/models';
import { showToyotaCertifiedBadge } from './badges';
import { isInStock } from './display-state';

export const RESERVED_TAG = 'RESERVED';
export const COMING_SOON_TAG = 'COMING SOON';
export const DEFAULT_JUST_ARRIVED_DAYS = 8;
export const DEFAULT_JUST_ARRIVED_TAG_NAME = 'New';
export const DEFAULT_SOLD_TAG_NAME = 'JUST SOLD';
export const DEFAULT_TAG_COLOUR = 'red';
export const CERTIFIED_TAG = 'Toyota Certified Pre-Owned';
export const FUEL_TAGS = ['Electric', 'Hybrid', 'PHEV'] as const;
export type FuelTag = (typeof FUEL_TAGS)[number];

const DAY_MS = 86_400_000;

export type VehicleTagKind = 'reserved' | 'manual' | 'coming_soon' | 'just_arrived' | 'sold' | 'fuel' | 'certified';

export interface VehicleTag {
  kind: VehicleTagKind;
  label: string;
  /** Only manual tags carry a dealer-chosen colour. */
  colour?: string;
  /** The certified tag is shown as the certified-pre-owned logo. */
  logo?: boolean;
}

export type TagVehicle = Pick<
  Vehicle,
  'status' | 'reserved' | 'tag' | 'sold' | 'created_at' | 'created_at_timestamp' | 'simple_fuel' | 'make' | 'certified' | 'car_type'
>;

export interface TagSite {
  specifications: Partial<Pick<Site['specifications'], 'just_arrived_days' | 'just_arrived_tag_name' | 'sold_tag_name' | 'tag_colours'>>;
  features: Pick<Site['features'], 'fuel_tags' | 'toyota_certified'>;
}

/** The dealer's colour for a manual tag (case-insensitive, trimmed), default red. */
export function tagColour(tag: string, tagColours: Site['specifications']['tag_colours'] = []): string {
  const wanted = tag.trim().toLowerCase();
  return tagColours.find((c) => c.tag.trim().toLowerCase() === wanted)?.colour ?? DEFAULT_TAG_COLOUR;
}

function createdAtMs(vehicle: Pick<Vehicle, 'created_at' | 'created_at_timestamp'>): number | undefined {
  const parsed = Date.parse(vehicle.created_at);
  if (Number.isFinite(parsed)) return parsed;
  return Number.isFinite(vehicle.created_at_timestamp) ? vehicle.created_at_timestamp * 1000 : undefined;
}

/** Created within the last `days` days of `now` (inclusive of exactly `days` days). */
export function isJustArrived(
  vehicle: Pick<Vehicle, 'created_at' | 'created_at_timestamp'>,
  now: Date,
  days: number = DEFAULT_JUST_ARRIVED_DAYS,
): boolean {
  if (!(days > 0)) return false;
  const created = createdAtMs(vehicle);
  return created !== undefined && now.getTime() - created <= days * DAY_MS;
}

export function isSold(vehicle: Pick<Vehicle, 'sold' | 'status'>): boolean {
  return vehicle.sold || vehicle.status === 'sold';
}

/** 'Electric', 'Hybrid' or 'PHEV' (matched case-insensitively on simple_fuel), else undefined. */
export function fuelTag(vehicle: Pick<Vehicle, 'simple_fuel'>): FuelTag | undefined {
  const fuel = vehicle.simple_fuel.trim().toLowerCase();
  return FUEL_TAGS.find((f) => f.toLowerCase() === fuel);
}

/** Every tag that applies, in precedence order. */
export function vehicleTags(vehicle: TagVehicle, site: TagSite, now: Date): VehicleTag[] {
  const spec = site.specifications;
  const tags: VehicleTag[] = [];
  const inStock = isInStock(vehicle);

  if (inStock && vehicle.reserved) tags.push({ kind: 'reserved', label: RESERVED_TAG });
  const manual = vehicle.tag?.trim();
  if (inStock && manual) tags.push({ kind: 'manual', label: manual, colour: tagColour(manual, spec.tag_colours) });
  if (vehicle.status === 'coming_soon') tags.push({ kind: 'coming_soon', label: COMING_SOON_TAG });
  if (inStock && isJustArrived(vehicle, now, spec.just_arrived_days ?? DEFAULT_JUST_ARRIVED_DAYS)) {
    tags.push({ kind: 'just_arrived', label: spec.just_arrived_tag_name || DEFAULT_JUST_ARRIVED_TAG_NAME });
  }
  if (isSold(vehicle)) tags.push({ kind: 'sold', label: spec.sold_tag_name || DEFAULT_SOLD_TAG_NAME });
  const fuel = site.features.fuel_tags ? fuelTag(vehicle) : undefined;
  if (fuel) tags.push({ kind: 'fuel', label: fuel });
  if (vehicle.car_type === 'used' && showToyotaCertifiedBadge(vehicle, site)) {
    tags.push({ kind: 'certified', label: CERTIFIED_TAG, logo: true });
  }
  return tags;
}

/** The tag shown on the card/ribbon: the first that applies, or undefined. */
export function primaryTag(vehicle: TagVehicle, site: TagSite, now: Date): VehicleTag | undefined {
  return vehicleTags(vehicle, site, now)[0];
}
