/**
 * The vehicle field list of spec §3, written once.
 *
 * The zod `Vehicle` model (vehicle.ts), the Typesense collection schema (typesense.ts) and the
 * embedded (Orama) index schema (orama.ts) are all derived from this table, so a field added here
 * appears in every engine and in validation at once. Nested objects (`json`) are stored with the
 * vehicle but not indexed: nobody filters on a gallery; their zod shapes are in json-shapes.ts.
 *
 * No zod here: browser code reads these lists (car types, states, sort fields), and a module that
 * builds zod models at load time brings zod into every page that imports it (27 KB gzip).
 */
export const CAR_TYPES = ['new', 'used', 'demo'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** in_stock and coming_soon are listed; everything else counts as "not in stock" (spec §4). */
export const VEHICLE_STATUSES = [
  'in_stock',
  'coming_soon',
  'sold',
  'on_hold',
  'in_transit',
  'deleted',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

/** Spec §3 body types. */
export const BODY_TYPES = [
  '4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback',
  'motorhome', 'lightTruck', 'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van',
  'wagon', 'stationWagon',
] as const;

export const FINANCE_LENDERS = [
  'Taurus', 'Powertorque', 'AusLoans', 'Angle', '360 Finance', 'Nissan Finance', 'Manual', 'Car Clarity',
] as const;
export type FinanceLender = (typeof FINANCE_LENDERS)[number];

type Kind = 'string' | 'int' | 'float' | 'timestamp' | 'bool' | 'string[]' | 'json';

export interface FieldSpec {
  readonly kind: Kind;
  /** May be absent from a feed row. */
  readonly optional?: boolean;
  /** Filterable and counted as a facet. */
  readonly facet?: boolean;
  /** Can be sorted on. */
  readonly sort?: boolean;
  /** Part of the free-text query. */
  readonly search?: boolean;
  /** Closed set of values (validated, and indexed as an enum by the embedded engine). */
  readonly values?: readonly string[];
}

export const vehicleFields = {
  id: { kind: 'string' },
  slug: { kind: 'string' },
  name: { kind: 'string', search: true },
  carsales_title: { kind: 'string', optional: true },
  make: { kind: 'string', facet: true, search: true },
  model: { kind: 'string', facet: true, search: true },
  /** "Make Model": the make card's model sub-list facet. */
  make_model: { kind: 'string', facet: true },
  badge: { kind: 'string', optional: true, facet: true, search: true },
  series: { kind: 'string', optional: true },
  year: { kind: 'int', facet: true, sort: true },
  car_type: { kind: 'string', facet: true, values: CAR_TYPES },
  item_type: { kind: 'string', facet: true },
  categories: { kind: 'string[]', facet: true },
  status: { kind: 'string', facet: true, values: VEHICLE_STATUSES },
  sold: { kind: 'bool' },
  tag: { kind: 'string', optional: true, facet: true },
  reserved: { kind: 'bool', facet: true },
  certified: { kind: 'bool', facet: true },
  created_at: { kind: 'string' },
  created_at_timestamp: { kind: 'timestamp', facet: true, sort: true },
  sold_date_timestamp: { kind: 'timestamp', optional: true, facet: true },
  updated_at: { kind: 'string' },
  show_on_dealer_website: { kind: 'bool', facet: true },
  custom_rank: { kind: 'int', sort: true },
  price: { kind: 'float', facet: true, sort: true },
  before_price: { kind: 'float', optional: true },
  offer_price: { kind: 'float', optional: true },
  subscription_price: { kind: 'float', optional: true, facet: true },
  preorder: { kind: 'bool' },
  price_type: { kind: 'string', optional: true },
  price_range: { kind: 'string', facet: true },
  weekly_price_range: { kind: 'string', optional: true, facet: true },
  km: { kind: 'int', optional: true, facet: true, sort: true }, // absent = unknown (a feed's '-'), never 0
  views: { kind: 'int' },
  colour: { kind: 'string', optional: true, facet: true },
  interior_colour: { kind: 'string', optional: true },
  stocknum: { kind: 'string', search: true },
  vin: { kind: 'string', optional: true, search: true },
  nvic: { kind: 'string', optional: true },
  has_nvic: { kind: 'bool' },
  regplate: { kind: 'string', optional: true },
  rego_expiry: { kind: 'string', optional: true },
  compliance_date: { kind: 'string', optional: true },
  build_date: { kind: 'string', optional: true },
  simple_fuel: { kind: 'string', facet: true },
  fuel: { kind: 'string', optional: true },
  simple_body: { kind: 'string', facet: true, search: true },
  body: { kind: 'string', optional: true },
  simple_transmission: { kind: 'string', facet: true },
  trans: { kind: 'string', optional: true },
  gearnum: { kind: 'int', optional: true },
  drive: { kind: 'string', optional: true, facet: true },
  seats: { kind: 'int', optional: true, facet: true },
  doors: { kind: 'int', optional: true },
  engine_size: { kind: 'int', optional: true },
  cylinders: { kind: 'int', optional: true },
  engine_size_litres: { kind: 'float', optional: true },
  dealercomments: { kind: 'string', optional: true },
  standardEquipment: { kind: 'string[]', optional: true },
  filtered_features: { kind: 'string[]', optional: true, facet: true },
  /** History report link. */
  file: { kind: 'string', optional: true },
  images: { kind: 'json' },
  thumbnails: { kind: 'string[]', optional: true },
  primary_image_url: { kind: 'string', optional: true },
  photos_count: { kind: 'int' },
  private_suburb: { kind: 'string', optional: true },
  private_postcode: { kind: 'string', optional: true },
  payment_processors: { kind: 'string[]', optional: true },
  dealership_id: { kind: 'string', facet: true },
  dealership_slug: { kind: 'string', facet: true },
  dealership_name: { kind: 'string', facet: true },
  location_id: { kind: 'string', facet: true },
  location_name: { kind: 'string', facet: true },
  city: { kind: 'string', facet: true },
  state: { kind: 'string', facet: true, values: AU_STATES },
  manufacturer_body: { kind: 'int', optional: true },
  location: { kind: 'json' },
  youxQuote: { kind: 'json', optional: true },
  variant: { kind: 'json', optional: true },
  /** Caravan specifications. */
  specifications: { kind: 'json', optional: true },
  state_average_market_price: { kind: 'float', optional: true },
  average_market_price: { kind: 'float', optional: true },
  /** Finance data keyed by lender name (spec §3). */
  finance: { kind: 'json', optional: true },
} as const satisfies Record<string, FieldSpec>;

export type VehicleFieldName = keyof typeof vehicleFields;

export const facetFields = (Object.keys(vehicleFields) as VehicleFieldName[]).filter(
  (name) => (vehicleFields[name] as FieldSpec).facet,
);
export const sortFields = (Object.keys(vehicleFields) as VehicleFieldName[]).filter(
  (name) => (vehicleFields[name] as FieldSpec).sort,
);
export const searchFields = (Object.keys(vehicleFields) as VehicleFieldName[]).filter(
  (name) => (vehicleFields[name] as FieldSpec).search,
);
