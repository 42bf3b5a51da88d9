/**
 * The car as a deal keeps it (purchase_deals.car): the lead's car snapshot plus what the journey
 * shows — its title, photo and price as advertised — refreshed on every save, so the dealer's deal
 * names the price the shopper last saw. Read back leniently: the column is a boundary.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { priceDisplay } from '@/domain/price';
import { vehicleTitle } from '@/domain/vehicle-title';
import type { Site } from '@/lib/content/models';
import { carSnapshot, type CarSnapshot } from '@/lib/leads/intake/car-snapshot';
import { vehicleTimeZone } from '@/lib/vehicle-pdf/summary';
import type { BreakdownCar } from '@/domain/purchase-breakdown';

export type DealCar = CarSnapshot &
  Omit<BreakdownCar, 'price'> & {
    title: string;
    image?: string;
    time_zone: string;
  };

export function dealCar(vehicle: Vehicle, site: Pick<Site, 'no_price_text' | 'features'>): DealCar {
  const shown = priceDisplay(vehicle, site);
  const image = vehicle.primary_image_url ?? vehicle.images[0]?.url;
  const priceType = vehicle.price_type?.trim();
  return {
    ...carSnapshot(vehicle),
    title: vehicleTitle(vehicle),
    ...(image ? { image } : {}),
    time_zone: vehicleTimeZone(vehicle),
    ...(shown.kind === 'price' ? { price: shown.amount } : { price: 0 }),
    price_text: shown.text || site.no_price_text?.trim() || 'Enquire for price',
    ...(priceType ? { price_type: priceType } : {}),
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The stored car, with safe defaults for anything missing or of another shape. */
export function storedDealCar(value: unknown, fallback: { id: string; slug: string }): BreakdownCar & { id: string; slug: string; title: string; stocknum?: string; image?: string; time_zone: string; location_id?: string } {
  const car = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const price = num(car.price);
  const stocknum = str(car.stocknum);
  const image = str(car.image);
  const priceType = str(car.price_type);
  const locationId = str(car.location_id);
  return {
    id: str(car.id) ?? fallback.id,
    slug: str(car.slug) ?? fallback.slug,
    title: str(car.title) ?? fallback.slug,
    ...(stocknum ? { stocknum } : {}),
    ...(image ? { image } : {}),
    time_zone: str(car.time_zone) ?? 'Australia/Sydney',
    ...(price !== undefined && price > 0 ? { price } : {}),
    price_text: str(car.price_text) ?? 'Enquire for price',
    ...(priceType ? { price_type: priceType } : {}),
    ...(locationId ? { location_id: locationId } : {}),
  };
}
