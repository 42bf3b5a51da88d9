/**
 * What /apply-for-finance fills in from its address (spec §2: preferredDealership, vehiclePriceBudget,
 * car_id, car_type, vin) and from the car it names: the purchase price (the budget, else the car's
 * shown price), the car type and VIN (the query's, else the car's), the car itself, and the preferred
 * dealership (one of this site's, named by slug or id). Anything the query says that is not such a
 * value is ignored — never shown back.
 */
import { CAR_TYPES } from '@forecourt/schemas/finance/application';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { amountParam, formatThousands } from '@/components/leads/money';
import { displayedAmount } from '@/domain/price';
import type { Site } from '@/lib/content/models';

type Query = Record<string, string | string[] | undefined>;

const one = (raw: string | string[] | undefined): string | undefined => (typeof raw === 'string' ? raw.trim() : undefined);
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

function vinParam(raw: string | undefined): string | undefined {
  const vin = raw?.replace(/[\s-]/g, '').toUpperCase();
  return vin && VIN.test(vin) ? vin : undefined;
}

function carTypeParam(raw: string | undefined): string | undefined {
  const type = raw?.toLowerCase();
  return type && (CAR_TYPES as readonly string[]).includes(type) ? type : undefined;
}

export function applicationPresets(
  site: Pick<Site, 'dealerships'>,
  query: Query,
  vehicle: Pick<Vehicle, 'id' | 'car_type' | 'vin' | 'price' | 'offer_price' | 'dealership_slug'> | undefined,
): Record<string, string> {
  const presets = new Map<string, string>();
  const set = (name: string, value: string | undefined) => {
    if (value) presets.set(name, value);
  };
  const shown = vehicle ? displayedAmount(vehicle) : undefined;
  const budget = amountParam(query.vehiclePriceBudget) ?? (shown ? String(Math.round(shown.amount)) : undefined);
  set('purchase_price', budget ? formatThousands(budget) : undefined);
  set('car_id', vehicle?.id);
  // With a car, its type and VIN travel with the car: the form hides both fields, and a hidden field the
  // shopper cannot correct must never stop the application (a feed VIN the schema refuses did).
  if (!vehicle) {
    set('car_type', carTypeParam(one(query.car_type)));
    set('vin', vinParam(one(query.vin)));
  }
  // Only where the form asks: a site with one dealership has nothing to prefer.
  if (site.dealerships.length > 1) {
    const wanted = one(query.preferredDealership)?.toLowerCase();
    const named = site.dealerships.find((d) => wanted !== undefined && (d.slug.toLowerCase() === wanted || d.dealership_id.toLowerCase() === wanted));
    const carDealership = site.dealerships.find((d) => d.slug === vehicle?.dealership_slug);
    set('preferred_dealership', (named ?? carDealership)?.slug);
  }
  return Object.fromEntries(presets);
}
