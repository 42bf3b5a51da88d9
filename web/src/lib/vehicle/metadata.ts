/** The vehicle page's <head>: title, description, canonical address and Open Graph. */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Metadata } from 'next';
import { carDisplayState } from '@/domain/display-state';
import { priceDisplay } from '@/domain/price';
import { odometerKm, odometerText, specText } from '@/domain/specs';
import { facetLabel } from '@/domain/facet-labels';
import { vehicleHref, vehicleTitle } from '@/components/search/results/card-model';
import type { Site } from '@/lib/content/models';
import { absoluteUrl } from './links';

export function vehicleDescription(
  vehicle: Vehicle,
  site: Pick<Site, 'name' | 'no_price_text' | 'features'>,
): string {
  const title = vehicleTitle(vehicle);
  const display = carDisplayState(vehicle);
  const where = [
    specText(vehicle.location_name) ?? site.name,
    [specText(vehicle.city), specText(vehicle.state)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  if (display.kind === 'sold') return `${display.heading}: ${title} at ${where}. ${display.text}`;
  const price = priceDisplay(vehicle, site);
  const condition = specText(vehicle.car_type) ? facetLabel('car_type', vehicle.car_type) : undefined;
  const facts = [
    odometerKm(vehicle) !== undefined ? odometerText(vehicle) : undefined, // unknown km: no claim at all
    specText(vehicle.simple_transmission),
    specText(vehicle.simple_fuel),
    specText(vehicle.colour),
  ].filter(Boolean);
  const lead = `${condition ? `${condition} ` : ''}${title}${price.kind === 'price' || price.kind === 'subscription' ? ` for ${price.text}` : ''} at ${where}.`;
  return `${lead}${facts.length ? ` ${facts.join(', ')}.` : ''} Stock no. ${vehicle.stocknum}.`;
}

export function vehicleMetadata(vehicle: Vehicle, site: Site): Metadata {
  const title = vehicleTitle(vehicle);
  const description = vehicleDescription(vehicle, site);
  const path = vehicleHref(vehicle);
  const image = vehicle.images[0]?.url ?? vehicle.primary_image_url;
  return {
    title,
    description,
    alternates: { canonical: path },
    // A page's openGraph replaces the layout's, so the site-wide fields are repeated here.
    openGraph: {
      siteName: site.name,
      locale: 'en_AU',
      type: 'website',
      title,
      description,
      url: path,
      ...(image
        ? {
            images: [
              { url: absoluteUrl(image, site.url ?? undefined), width: 1200, height: 800, alt: title },
            ],
          }
        : {}),
    },
  };
}
