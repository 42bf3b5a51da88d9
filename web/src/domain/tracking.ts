/**
 * Tracking (spec §7 event ids and parameters; §4 "A Careers Enquiry category becomes General
 * Enquiry with subcategory Career Enquiry and event id 51"; §5 test-drive form "Applies the
 * test-drive event when tag is Test Drive Only").
 */
import type { CarType, Vehicle } from '@forecourt/schemas/vehicle';

export const TRACKING_EVENTS = {
  usedVehicleView: 4,
  newEnquiry: 14,
  usedEnquiry: 15,
  /** New test drive, or any enquiry on a 'Test Drive Only' car. */
  newTestDrive: 17,
  tradeInOfferAccepted: 18,
  fleetEnquiry: 19,
  defaultForm: 22,
  callTheDealer: 25,
  /** Save to watchlist or favourite. */
  saveToWatchlist: 39,
  usedTestDrive: 48,
  searchPageView: 49,
  careersEnquiry: 51,
  historyReport: 60,
  print: 61,
} as const;
export type TrackingEventName = keyof typeof TRACKING_EVENTS;
export type TrackingEventId = (typeof TRACKING_EVENTS)[TrackingEventName];

export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

export function isTestDriveOnly(tag: string | null | undefined): boolean {
  return (tag ?? '').trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

export type EnquiryKind = 'enquiry' | 'test-drive';

/**
 * The event of a vehicle enquiry or test-drive form:
 *   - a car tagged 'Test Drive Only' (any case) -> 17, whatever the form;
 *   - test drive: used -> 48, new or demo -> 17;
 *   - enquiry: used -> 15, new or demo -> 14;
 *   - no or unknown car type -> 22 (default form).
 * Demo cars count as new (they are sold alongside new stock: /search/new-and-demo-cars).
 */
export function enquiryEventId(kind: EnquiryKind, carType: CarType | (string & {}) | null | undefined, tag?: string | null): TrackingEventId {
  if (isTestDriveOnly(tag)) return TRACKING_EVENTS.newTestDrive;
  const type = (carType ?? '').trim().toLowerCase();
  if (type === 'used') return kind === 'test-drive' ? TRACKING_EVENTS.usedTestDrive : TRACKING_EVENTS.usedEnquiry;
  if (type === 'new' || type === 'demo') return kind === 'test-drive' ? TRACKING_EVENTS.newTestDrive : TRACKING_EVENTS.newEnquiry;
  return TRACKING_EVENTS.defaultForm;
}

export const CAREERS_ENQUIRY_CATEGORY = 'Careers Enquiry';
export const FLEET_ENQUIRY_CATEGORY = 'Fleet Enquiry';
export const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry';
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry';

export interface FormCategory {
  category: string;
  subcategory?: string;
  eventId: TrackingEventId;
}

/**
 * A contact form's category as submitted, with its event: 'Careers Enquiry' becomes
 * {category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51}; 'Fleet Enquiry' keeps
 * its category with event 19; any other category keeps its category (and subcategory) with the
 * default form event 22.
 */
export function contactFormCategory(category: string, subcategory?: string): FormCategory {
  const name = category.trim();
  if (name.toLowerCase() === CAREERS_ENQUIRY_CATEGORY.toLowerCase()) {
    return { category: GENERAL_ENQUIRY_CATEGORY, subcategory: CAREER_ENQUIRY_SUBCATEGORY, eventId: TRACKING_EVENTS.careersEnquiry };
  }
  const eventId = name.toLowerCase() === FLEET_ENQUIRY_CATEGORY.toLowerCase() ? TRACKING_EVENTS.fleetEnquiry : TRACKING_EVENTS.defaultForm;
  return { category: name, ...(subcategory ? { subcategory } : {}), eventId };
}

export interface TrackingParameters {
  /** The car type: 'new', 'used' or 'demo'. */
  vehicleStatus: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: string;
  /** Left out when the car's kilometres are unknown. */
  vehicleKilometers?: string;
  /** The badge (grade), when the car has one. */
  vehicleGrade?: string;
}

/**
 * The spec §7 tracking parameters of a car, as strings (they go into query strings and data
 * layers). vehicleStatus is the car type (new/used/demo) — the stock status (in_stock...) is not a
 * shopper-facing "status" — and vehicleGrade is the badge; it is left out when the car has none.
 */
export function trackingParameters(vehicle: Pick<Vehicle, 'car_type' | 'make' | 'model' | 'year' | 'km'> & Partial<Pick<Vehicle, 'badge'>>): TrackingParameters {
  const grade = vehicle.badge?.trim();
  return {
    vehicleStatus: vehicle.car_type,
    vehicleMake: vehicle.make,
    vehicleModel: vehicle.model,
    vehicleYear: String(vehicle.year),
    ...(vehicle.km !== undefined ? { vehicleKilometers: String(vehicle.km) } : {}),
    ...(grade ? { vehicleGrade: grade } : {}),
  };
}
