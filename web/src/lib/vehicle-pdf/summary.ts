/**
 * What the PDF and the printable page show of a car, decided once (no pdf-lib, no React): the title,
 * the price per priceDisplay, stock number and VIN, the featured specs (stock number and VIN are not
 * repeated there), the dealer comments, the call phone number, the location and the page URL.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { dealerComments, type DealerComments } from '@/domain/dealer-comments';
import { vehicleTitle } from '@/domain/vehicle-title';
import { callPhoneNumber } from '@/domain/phone';
import { priceDisplay, type PriceDisplay } from '@/domain/price';
import { featuredSpecs, type SpecEntry } from '@/domain/specs';
import type { Site } from '@/lib/content/models';

export type SummarySite = Pick<Site, 'name' | 'url' | 'phones' | 'no_price_text'> & {
  features: Pick<Site['features'], 'subscriptions' | 'show_unregistered'>;
};

export interface SummaryOptions {
  /** The clock (rego expiry). */
  now: Date;
  /** The car's page URL when the site has no url (e.g. from the request's origin). */
  pageUrl?: string;
  /** The dealer comments limit (the PDF shows a short excerpt). */
  commentsLimit?: number;
}

export interface VehicleSummary {
  title: string;
  price: PriceDisplay;
  stocknum: string;
  vin?: string;
  specs: SpecEntry[];
  comments: DealerComments;
  phone: string | null;
  location?: string;
  pageUrl?: string;
  image?: string;
}

const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};

/** The IANA zone of the car's state (its rego expiry is judged there); Sydney when unknown. */
export function vehicleTimeZone(vehicle: Pick<Vehicle, 'state'>): string {
  return STATE_TIME_ZONES[vehicle.state] ?? 'Australia/Sydney';
}

/** '2022 Toyota HiLux SR5' — the normalised make and model, as on the vehicle page. */
export function vehicleTitleText(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'badge'>): string {
  return vehicleTitle(vehicle);
}

/** `${site.url}/cars/{slug}`, else the fallback, else undefined. */
export function vehiclePageUrl(site: Pick<Site, 'url'>, slug: string, fallback?: string): string | undefined {
  const base = site.url?.trim().replace(/\/+$/, '');
  return base ? `${base}/cars/${encodeURIComponent(slug)}` : fallback;
}

export function vehicleSummary(vehicle: Vehicle, site: SummarySite, options: SummaryOptions): VehicleSummary {
  const vin = vehicle.vin?.trim();
  const location = vehicle.location?.name?.trim() || vehicle.location_name.trim();
  const pageUrl = vehiclePageUrl(site, vehicle.slug, options.pageUrl);
  const image = vehicle.primary_image_url ?? vehicle.images[0]?.url;
  return {
    title: vehicleTitleText(vehicle),
    price: priceDisplay(vehicle, site),
    stocknum: vehicle.stocknum.trim(),
    ...(vin ? { vin } : {}),
    specs: featuredSpecs(vehicle, { now: options.now, timeZone: vehicleTimeZone(vehicle), showUnregistered: site.features.show_unregistered }).filter(
      (s) => s.key !== 'stock_no' && s.key !== 'vin',
    ),
    comments: dealerComments(vehicle.dealercomments, options.commentsLimit),
    phone: callPhoneNumber(site, vehicle).phone,
    ...(location ? { location } : {}),
    ...(pageUrl ? { pageUrl } : {}),
    ...(image ? { image } : {}),
  };
}
