/**
 * Manual selection's lists (GET /api/valuation/vehicles), drawn from the cars the dealer group has
 * had: no year → the years (newest first); a year → its makes; + a make → its models; + a model → its
 * badges. Whatever is given narrows the list, so a make without a year answers that make's years.
 * Makes and models are shown normalised (domain/names.ts) and listed once however the feeds spell
 * them; only values the wizard's own schemas accept are offered, so every choice can be submitted.
 */
import {
  TRADE_IN_FIRST_YEAR,
  TradeInVehicleSchema,
  type VehicleOptionField,
  type VehicleOptionsAnswer,
} from '@forecourt/schemas/trade-in';
import { normaliseMake, normaliseModel } from '@/domain/names';
import { lazyIntl } from '@/domain/lazy-intl';

export interface OptionCar {
  year: number;
  make: string;
  model: string;
  badge?: string | undefined;
}

export interface OptionsQuery {
  year?: number | undefined;
  make?: string | undefined;
  model?: string | undefined;
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const collator = lazyIntl(() => new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true }));

const fieldSchemas = {
  make: TradeInVehicleSchema.shape.make,
  model: TradeInVehicleSchema.shape.model,
  badge: TradeInVehicleSchema.shape.badge,
} as const;

/** The value the wizard would submit, or undefined when its schema refuses it. */
function accepted(field: keyof typeof fieldSchemas, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = fieldSchemas[field].safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Distinct values by case-insensitive key, each shown in its most common spelling. */
function distinct(values: readonly string[]): string[] {
  const spellings = new Map<string, Map<string, number>>();
  for (const value of values) {
    const counts = spellings.get(key(value)) ?? new Map<string, number>();
    counts.set(value, (counts.get(value) ?? 0) + 1);
    spellings.set(key(value), counts);
  }
  return [...spellings.values()].map(
    (counts) => [...counts].sort(([a, m], [b, n]) => n - m || collator().compare(a, b))[0]![0],
  );
}

export function vehicleOptionsFrom(cars: readonly OptionCar[], query: OptionsQuery, now: Date): VehicleOptionsAnswer {
  const newest = now.getUTCFullYear() + 1;
  const named = cars.map((car) => {
    const make = normaliseMake(car.make);
    return { year: car.year, make, model: normaliseModel(car.make, car.model), badge: car.badge?.trim() };
  });
  const matching = named.filter(
    (car) =>
      car.year >= TRADE_IN_FIRST_YEAR &&
      car.year <= newest &&
      (query.year === undefined || car.year === query.year) &&
      (query.make === undefined || key(car.make) === key(normaliseMake(query.make))) &&
      (query.model === undefined || key(car.model) === key(normaliseModel(query.make ?? car.make, query.model))),
  );

  const field: VehicleOptionField =
    query.year === undefined ? 'year' : query.make === undefined ? 'make' : query.model === undefined ? 'model' : 'badge';
  if (field === 'year') {
    const years = [...new Set(matching.map((car) => car.year))].sort((a, b) => b - a);
    return { field, options: years.map(String) };
  }
  const values = matching.map((car) => accepted(field, car[field])).filter((v): v is string => v !== undefined);
  return { field, options: distinct(values).sort((a, b) => collator().compare(a, b)) };
}
