/**
 * schema.org JSON-LD for the vehicle page (issue 12 item 13), typed with `schema-dts` so the compiler
 * holds every property to the vocabulary. Pure; the page renders `jsonLdText(...)` in a
 * <script type="application/ld+json">.
 *
 * - Type: a car is a `Car`, a motorcycle a `Motorcycle`; anything else (caravans, camper trailers,
 *   motorhomes) a plain `Vehicle`, since schema.org's Car is a passenger automobile.
 * - Only what applies: a value the feed fills with 'Not Applicable', 'N/A' or the like is left out,
 *   and an item with no fuel and no transmission (a towed caravan) gets no odometer reading either.
 * - Offer: the price the page shows. A weekly subscription is the weekly amount with a
 *   UnitPriceSpecification per week (UN/CEFACT unit 'WEE') and business function LeaseOut, so it
 *   cannot be read as the car's sale price. No price is shown (sold, enquire, preorder): no price.
 *   Availability comes from the display state; the seller is the dealer at the car's location.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { AutoDealer, Car, DriveWheelConfigurationValue, Motorcycle, Offer, Vehicle as SchemaVehicle, WithContext } from 'schema-dts';
import { normaliseMake, normaliseModel } from '@/domain/names';
import { callPhoneNumber } from '@/domain/phone';
import { priceDisplay } from '@/domain/price';
import { formatEngine, specText } from '@/domain/specs';
import { vehicleHref, vehicleTitle } from '@/components/search/results/card-model';
import type { Location, Site } from '@/lib/content/models';
import { postalAddress, stripUndefined } from '@/lib/seo/json-ld';
import { absoluteUrl } from './links';
import { galleryImages } from './page-model';

const SCHEMA = 'https://schema.org';
/** GoodRelations' business function for renting out (schema.org names no members of its own). */
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

export type Availability =
  'https://schema.org/InStock' | 'https://schema.org/PreOrder' | 'https://schema.org/SoldOut';

/** in_stock → InStock; coming_soon (or a preorder) → PreOrder; anything not in stock → SoldOut. */
export function availability(vehicle: Pick<Vehicle, 'status' | 'preorder'>): Availability {
  if (vehicle.status === 'in_stock') return vehicle.preorder ? `${SCHEMA}/PreOrder` : `${SCHEMA}/InStock`;
  if (vehicle.status === 'coming_soon') return `${SCHEMA}/PreOrder`;
  return `${SCHEMA}/SoldOut`;
}

/** Feed fillers that mean "no value": stating them as a fuel or a transmission says something false. */
const NOT_APPLICABLE = /^(not applicable|n\/?a|none|unknown|-+)$/i;

/** The value as text, or undefined when absent, blank or a "does not apply" filler. */
export function applicable(value: unknown): string | undefined {
  const text = specText(value);
  return text === undefined || NOT_APPLICABLE.test(text) ? undefined : text;
}

const positive = (n: number | null | undefined): number | undefined =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;

const DRIVE: readonly [RegExp, Extract<DriveWheelConfigurationValue, string>][] = [
  [/^(4wd|4x4|four[- ]wheel)/i, `${SCHEMA}/FourWheelDriveConfiguration`],
  [/^(awd|all[- ]wheel)/i, `${SCHEMA}/AllWheelDriveConfiguration`],
  [/^(fwd|front)/i, `${SCHEMA}/FrontWheelDriveConfiguration`],
  [/^(rwd|rear)/i, `${SCHEMA}/RearWheelDriveConfiguration`],
];

/** 4WD / AWD / FWD / RWD as schema.org's DriveWheelConfigurationValue members; other text as it is (the property takes Text too). */
export function driveWheelConfiguration(drive: string | undefined): string | undefined {
  const text = applicable(drive);
  if (!text) return undefined;
  return DRIVE.find(([pattern]) => pattern.test(text))?.[1] ?? text;
}

export type VehicleSchemaType = 'Car' | 'Motorcycle' | 'Vehicle';

/** Car for cars (and feeds that leave item_type empty), Motorcycle for motorcycles, else Vehicle. */
export function vehicleSchemaType(vehicle: Pick<Vehicle, 'item_type'>): VehicleSchemaType {
  const type = (vehicle.item_type ?? '').trim().toLowerCase();
  if (type === '' || type === 'car') return 'Car';
  if (type === 'motorcycle' || type === 'motorbike') return 'Motorcycle';
  return 'Vehicle';
}

type SeoSite = Pick<Site, 'name' | 'url' | 'phones' | 'no_price_text' | 'features'>;

function offerOf(vehicle: Vehicle, site: SeoSite, location: Pick<Location, 'name' | 'address'> | undefined, url: string): Offer {
  const price = priceDisplay(vehicle, site);
  const seller: AutoDealer = {
    '@type': 'AutoDealer',
    name: site.name,
    url: site.url ?? undefined,
    telephone: callPhoneNumber(site, vehicle).phone ?? undefined,
    address: location ? postalAddress(location.address) : undefined,
  };
  const amount =
    price.kind === 'price' || price.kind === 'subscription' ? { price: Math.round(price.amount), priceCurrency: 'AUD' } : {};
  return {
    '@type': 'Offer',
    ...amount,
    ...(price.kind === 'subscription'
      ? {
          businessFunction: { '@id': LEASE_OUT },
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: Math.round(price.amount),
            priceCurrency: 'AUD',
            unitCode: 'WEE',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
          },
        }
      : {}),
    availability: availability(vehicle),
    url,
    itemCondition: vehicle.car_type === 'new' ? `${SCHEMA}/NewCondition` : `${SCHEMA}/UsedCondition`,
    seller,
  };
}

export type VehicleStructuredData = WithContext<Car> | WithContext<Motorcycle> | WithContext<SchemaVehicle>;

export function vehicleStructuredData(
  vehicle: Vehicle,
  site: SeoSite,
  location: Pick<Location, 'name' | 'address'> | undefined,
): VehicleStructuredData {
  const make = normaliseMake(vehicle.make);
  const title = vehicleTitle(vehicle);
  const url = absoluteUrl(vehicleHref(vehicle), site.url);
  const variant = vehicle.variant ?? {};
  const fuel = applicable(vehicle.fuel) ?? applicable(vehicle.simple_fuel);
  const transmission = applicable(vehicle.simple_transmission) ?? applicable(vehicle.trans);
  const type = vehicleSchemaType(vehicle);
  // A caravan has no engine: no fuel, no gearbox, and its "odometer" is a placeholder 0.
  const motorised = type !== 'Vehicle' || fuel !== undefined || transmission !== undefined;
  const km = motorised && typeof vehicle.km === 'number' && Number.isFinite(vehicle.km) && vehicle.km >= 0 ? vehicle.km : undefined;
  const cylinders = positive(vehicle.cylinders) ?? positive(variant.cylinders);
  const litres = positive(vehicle.engine_size_litres) ?? positive(variant.enginesize_litres);
  const cc = positive(vehicle.engine_size) ?? positive(variant.enginesize) ?? (litres ? Math.round(litres * 1000) : undefined);
  const torque = positive(variant.torque);
  const engine =
    motorised && (cylinders || cc || torque)
      ? {
          '@type': 'EngineSpecification' as const,
          // The same words the page's Engine row shows ('4 cyl, 2.5 L').
          name: formatEngine(cylinders, litres),
          engineDisplacement: cc ? { '@type': 'QuantitativeValue' as const, value: cc, unitCode: 'CMQ' } : undefined,
          torque: torque ? { '@type': 'QuantitativeValue' as const, value: torque, unitCode: 'NU' } : undefined,
          fuelType: fuel,
        }
      : undefined;

  const properties = {
    name: title,
    url,
    brand: { '@type': 'Brand' as const, name: make },
    model: normaliseModel(make, vehicle.model),
    vehicleConfiguration: applicable(vehicle.badge),
    vehicleModelDate: vehicle.year > 0 ? String(vehicle.year) : undefined,
    mileageFromOdometer: km === undefined ? undefined : { '@type': 'QuantitativeValue' as const, value: km, unitCode: 'KMT' },
    fuelType: motorised ? fuel : undefined,
    vehicleTransmission: motorised ? transmission : undefined,
    driveWheelConfiguration: motorised ? driveWheelConfiguration(vehicle.drive) : undefined,
    vehicleEngine: engine,
    numberOfDoors: positive(vehicle.doors),
    seatingCapacity: positive(vehicle.seats),
    numberOfForwardGears: motorised ? positive(vehicle.gearnum) : undefined,
    bodyType: applicable(vehicle.body) ?? applicable(vehicle.simple_body),
    vehicleIdentificationNumber: applicable(vehicle.vin),
    color: applicable(vehicle.colour),
    vehicleInteriorColor: applicable(vehicle.interior_colour),
    sku: applicable(vehicle.stocknum),
    image: galleryImages(vehicle, title).map((i) => absoluteUrl(i.url, site.url)),
    offers: offerOf(vehicle, site, location, url),
    // Checked against Vehicle's own properties, which Car and Motorcycle inherit.
  } satisfies Omit<Extract<SchemaVehicle, { '@type': 'Vehicle' }>, '@type'>;
  const data: VehicleStructuredData =
    type === 'Car'
      ? { '@context': SCHEMA, '@type': 'Car', ...properties }
      : type === 'Motorcycle'
        ? { '@context': SCHEMA, '@type': 'Motorcycle', ...properties }
        : { '@context': SCHEMA, '@type': 'Vehicle', ...properties };
  return stripUndefined(data);
}

export { jsonLdText } from '@/lib/seo/json-ld';
