/**
 * What a result card shows, from the domain rules (never re-implemented here): price (price.ts),
 * tags (tags.ts), badges (badges.ts), buttons (buttons.ts), the weekly finance estimate
 * (finance-eligibility.ts + finance-calculator.ts), specs (specs.ts, facet-labels.ts).
 * Pure, so the card renders the same on the server and in the browser for the same `now`.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { showBelowMarketBadge, showToyotaCertifiedBadge } from '@/domain/badges';
import { vehicleActions, watchlistControl, type WatchlistControl } from '@/domain/buttons';
import { isInStock } from '@/domain/display-state';
import { facetLabel } from '@/domain/facet-labels';
import { isEnquireForFinance, formatWholeDollars, vehicleFinanceEstimate } from '@/domain/finance-calculator';
import { financeEstimate } from '@/domain/finance-eligibility';
import { priceDisplay, type PriceDisplay } from '@/domain/price';
import { odometerText, specText } from '@/domain/specs';
import { vehicleTags, type VehicleTag } from '@/domain/tags';
import { vehicleTitle as titleRule } from '@/domain/vehicle-title';
import type { FinanceSettings } from '@/lib/content/models';
import type { SearchSite } from '../types';

export interface WeeklyEstimate {
  /** 'From $123/week' */
  text: string;
  /** The indicative-only note (spec §9): term and rates, not a quote. */
  note: string;
}

export interface CardSpec {
  key: 'condition' | 'transmission' | 'odometer' | 'fuel';
  label: string;
  value: string;
}

export interface VehicleCardModel {
  id: string;
  title: string;
  href: string;
  image?: { url: string; alt: string };
  photoCount: number;
  price: PriceDisplay;
  primaryTag?: VehicleTag;
  /** Fuel and certified chips shown beside the primary tag (never repeating it). */
  secondaryTags: VehicleTag[];
  certified: boolean;
  specs: CardSpec[];
  location?: string;
  weekly?: WeeklyEstimate;
  belowMarket: boolean;
  reservePath?: string;
  deposit?: string;
  /** The favourite (compare/save) toggle shows. */
  favourite: boolean;
  /**
   * The watchlist button when the car is saved and when it is not (watchlistControl; the browser knows
   * which applies); absent when the site keeps no watchlist.
   */
  watchlist?: { saved: WatchlistControl; unsaved: WatchlistControl };
  inStock: boolean;
}

export const INDICATIVE_NOTE =
  'Indicative estimate only, not a quote or an offer of credit. It does not take your circumstances into account. Finance is for approved applicants only.';

/** '2022 Toyota HiLux SR5': the title rule of domain/vehicle-title.ts (a badge repeating the model is not repeated). */
export function vehicleTitle(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'badge'>): string {
  return titleRule(vehicle);
}

export function vehicleHref(vehicle: Pick<Vehicle, 'slug'>): string {
  return `/cars/${encodeURIComponent(vehicle.slug)}`;
}

/** `finance`: the site's finance settings (content.financeSettings); without them no dealer group is excluded. */
export function weeklyEstimate(
  vehicle: Vehicle,
  site: SearchSite,
  now: Date,
  price: PriceDisplay,
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'>,
): WeeklyEstimate | undefined {
  const estimate = financeEstimate(vehicle, site, { now, excludedDealerGroups: finance?.excludedDealerGroups });
  if (!estimate) return undefined;
  const amount = price.kind === 'price' ? price.amount : vehicle.price;
  const figures = vehicleFinanceEstimate(estimate.entry, amount);
  if (figures.weekly === null || isEnquireForFinance(figures.weekly)) return undefined;
  const rates = [
    figures.interestRate ? `${figures.interestRate} p.a. interest rate` : undefined,
    figures.comparisonRate ? `${figures.comparisonRate} p.a. comparison rate` : undefined,
  ].filter(Boolean);
  const basis = `Based on a ${figures.termYears}-year loan with a ${formatWholeDollars(figures.deposit)} deposit${rates.length ? `, ${rates.join(', ')}` : ''}.`;
  return { text: `From ${formatWholeDollars(figures.weekly)}/week`, note: `${basis} ${INDICATIVE_NOTE}` };
}

export function cardSpecs(vehicle: Vehicle): CardSpec[] {
  const specs: CardSpec[] = [];
  const push = (key: CardSpec['key'], label: string, value: string | undefined) => {
    if (value) specs.push({ key, label, value });
  };
  push('condition', 'Condition', specText(vehicle.car_type) && facetLabel('car_type', vehicle.car_type));
  push('transmission', 'Transmission', specText(vehicle.simple_transmission) ?? specText(vehicle.trans));
  push('odometer', 'Odometer', odometerText(vehicle));
  push('fuel', 'Fuel type', specText(vehicle.simple_fuel) ?? specText(vehicle.fuel));
  return specs;
}

/** 'Harbour Toyota Brookvale, Brookvale NSW' (parts that are missing or repeated are left out). */
export function cardLocation(vehicle: Pick<Vehicle, 'location_name' | 'city' | 'state'>): string | undefined {
  const name = specText(vehicle.location_name);
  const place = [specText(vehicle.city), specText(vehicle.state)].filter(Boolean).join(' ');
  if (name && place && name.toLowerCase() !== place.toLowerCase()) return `${name}, ${place}`;
  return name ?? (place || undefined);
}

export function vehicleCardModel(
  vehicle: Vehicle,
  site: SearchSite,
  now: Date,
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'>,
): VehicleCardModel {
  const title = vehicleTitle(vehicle);
  const price = priceDisplay(vehicle, site);
  const tags = vehicleTags(vehicle, site, now);
  const [primaryTag, ...rest] = tags;
  const actions = vehicleActions(vehicle, site, {
    now,
    compareRequiresUsedPricedWithImages: site.features.compare_requires_used_priced_with_images,
  });
  const imageUrl = vehicle.primary_image_url ?? vehicle.images[0]?.url ?? vehicle.thumbnails?.[0];
  const reserve = actions.buttons.includes('reserve') && actions.checkoutPath;
  return {
    id: vehicle.id,
    title,
    href: vehicleHref(vehicle),
    image: imageUrl ? { url: imageUrl, alt: vehicle.name.trim() || title } : undefined,
    photoCount: Math.max(vehicle.photos_count || 0, vehicle.images.length),
    price,
    primaryTag,
    secondaryTags: rest.filter((t) => t.kind === 'fuel' || t.kind === 'certified'),
    certified: showToyotaCertifiedBadge(vehicle, site),
    specs: cardSpecs(vehicle),
    location: cardLocation(vehicle),
    weekly: price.kind === 'none' ? undefined : weeklyEstimate(vehicle, site, now, price, finance),
    belowMarket: showBelowMarketBadge(vehicle, site),
    ...(reserve ? { reservePath: actions.checkoutPath, deposit: actions.deposit } : {}),
    favourite: actions.favourite || actions.compare,
    ...(site.features.watchlist ? { watchlist: { saved: watchlistControl(vehicle, site, true), unsaved: watchlistControl(vehicle, site, false) } } : {}),
    inStock: isInStock(vehicle),
  };
}
