/**
 * schema.org `Car` JSON-LD for the vehicle page: the car, its offer (price only when the page shows
 * one; availability from the display state) and the selling dealer (`AutoDealer`, with the car's
 * location's address). Pure; the page renders `jsonLdText(...)` in a <script type="application/ld+json">.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { normaliseMake, normaliseModel } from '@/domain/names';
import { callPhoneNumber } from '@/domain/phone';
import { priceDisplay } from '@/domain/price';
import { odometerKm, specText } from '@/domain/specs';
import { vehicleHref, vehicleTitle } from '@/components/search/results/card-model';
import type { Location, Site } from '@/lib/content/models';
import { absoluteUrl } from './links';
import { galleryImages } from './page-model';

const SCHEMA = 'https://schema.org';

export type Availability =
  'https://schema.org/InStock' | 'https://schema.org/PreOrder' | 'https://schema.org/SoldOut';

/** in_stock → InStock; coming_soon (or a preorder) → PreOrder; anything not in stock → SoldOut. */
export function availability(vehicle: Pick<Vehicle, 'status' | 'preorder'>): Availability {
  if (vehicle.status === 'in_stock') return vehicle.preorder ? `${SCHEMA}/PreOrder` : `${SCHEMA}/InStock`;
  if (vehicle.status === 'coming_soon') return `${SCHEMA}/PreOrder`;
  return `${SCHEMA}/SoldOut`;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

function compact<T extends Record<string, Json | undefined>>(o: T): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as Record<string, Json>;
}

export function vehicleStructuredData(
  vehicle: Vehicle,
  site: Pick<Site, 'name' | 'url' | 'phones' | 'no_price_text' | 'features'>,
  location: Pick<Location, 'name' | 'address'> | undefined,
): Record<string, Json> {
  const make = normaliseMake(vehicle.make);
  const title = vehicleTitle(vehicle);
  const url = absoluteUrl(vehicleHref(vehicle), site.url);
  const price = priceDisplay(vehicle, site);
  const phone = callPhoneNumber(site, vehicle).phone ?? undefined;
  const address = location
    ? compact({
        '@type': 'PostalAddress',
        streetAddress: location.address.street,
        addressLocality: location.address.city,
        addressRegion: location.address.state,
        postalCode: location.address.postcode,
        addressCountry: 'AU',
      })
    : undefined;
  const seller = compact({
    '@type': 'AutoDealer',
    name: site.name,
    ...(site.url ? { url: site.url } : {}),
    telephone: phone,
    address,
  });
  const offers = compact({
    '@type': 'Offer',
    ...(price.kind === 'price' ? { price: Math.round(price.amount), priceCurrency: 'AUD' } : {}),
    availability: availability(vehicle),
    url,
    itemCondition: vehicle.car_type === 'new' ? `${SCHEMA}/NewCondition` : `${SCHEMA}/UsedCondition`,
    seller,
  });
  const km = odometerKm(vehicle);
  return compact({
    '@context': SCHEMA,
    '@type': 'Car',
    name: title,
    url,
    brand: compact({ '@type': 'Brand', name: make }),
    model: normaliseModel(make, vehicle.model),
    vehicleConfiguration: specText(vehicle.badge),
    vehicleModelDate: vehicle.year > 0 ? String(vehicle.year) : undefined,
    mileageFromOdometer:
      km === undefined ? undefined : { '@type': 'QuantitativeValue', value: km, unitCode: 'KMT' },
    fuelType: specText(vehicle.fuel) ?? specText(vehicle.simple_fuel),
    vehicleTransmission: specText(vehicle.simple_transmission) ?? specText(vehicle.trans),
    bodyType: specText(vehicle.body) ?? specText(vehicle.simple_body),
    vehicleIdentificationNumber: specText(vehicle.vin),
    color: specText(vehicle.colour),
    sku: specText(vehicle.stocknum),
    image: galleryImages(vehicle, title).map((i) => absoluteUrl(i.url, site.url)),
    offers,
  });
}

/** JSON for an inline script: `<` is escaped so no '</script>' or '<!--' can end or break it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
