/**
 * How a facet value reads to a shopper: spec §3 body types in words ('peopleMover' -> 'People Mover'),
 * car types capitalised, booleans as yes/no. Values stay as they are in URLs; only labels change.
 */

const BODY_LABELS: Readonly<Record<string, string>> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  camperTrailer: 'Camper Trailer',
  caravan: 'Caravan',
  convertible: 'Convertible',
  coupe: 'Coupe',
  ev: 'EV',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  lightTruck: 'Light Truck',
  motorhome: 'Motorhome',
  peopleMover: 'People Mover',
  prestige: 'Prestige',
  sedan: 'Sedan',
  softtop: 'Softtop',
  stationWagon: 'Station Wagon',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
};
import { own } from '@forecourt/schemas/own';

const CAR_TYPE_LABELS: Readonly<Record<string, string>> = { new: 'New', used: 'Used', demo: 'Demo' };
const STATUS_LABELS: Readonly<Record<string, string>> = { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' };

/** 'camelCase' or 'snake_case' to 'Title Case' for values without a known label. */
function words(value: string): string {
  return value
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

export function bodyLabel(value: string): string {
  return own(BODY_LABELS, value) ?? words(value);
}

export function facetLabel(param: string, value: string): string {
  switch (param) {
    case 'body':
      return bodyLabel(value);
    case 'car_type':
      return own(CAR_TYPE_LABELS, value) ?? words(value);
    case 'status':
      return own(STATUS_LABELS, value) ?? words(value);
    case 'certified':
      return value === 'true' ? 'Certified' : 'Not certified';
    case 'seats':
      return `${value} seats`;
    default:
      return value;
  }
}
