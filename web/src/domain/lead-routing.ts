/**
 * Where a lead goes in the dealer's CRM and which tracking event it fires (spec §4 "Forms": a
 * Careers Enquiry category becomes General Enquiry / Career Enquiry / 51; §5 test-drive form
 * "Applies the test-drive event when tag is Test Drive Only"; §7 event ids).
 *
 * The event rules live in tracking.ts (enquiryEventId, contactFormCategory); this module only
 * decides, per form kind, which of them applies and what the category is called.
 */
import type { ContactCategory, FormKind, LeadFields } from '@forecourt/schemas/leads';
import type { ValuationOutcome } from '@forecourt/schemas/trade-in';
import { TRADE_IN_SUBCATEGORIES } from '@forecourt/schemas/trade-in/constants';
import type { CarType } from '@forecourt/schemas/vehicle';
import {
  CAREERS_ENQUIRY_CATEGORY, contactFormCategory, enquiryEventId, FLEET_ENQUIRY_CATEGORY, GENERAL_ENQUIRY_CATEGORY,
  isTestDriveOnly, TEST_DRIVE_ONLY_TAG, TRACKING_EVENTS, type FormCategory,
} from './tracking';

export const NEW_VEHICLE_ENQUIRY_CATEGORY = 'New Vehicle Enquiry';
export const USED_VEHICLE_ENQUIRY_CATEGORY = 'Used Vehicle Enquiry';
/** Forms about a car that are not a buying enquiry as such (photos, offers, find-similar). */
export const VEHICLE_ENQUIRY_CATEGORY = 'Vehicle Enquiry';
export const TEST_DRIVE_CATEGORY = 'Test Drive';
export const FINANCE_ENQUIRY_CATEGORY = 'Finance Enquiry';
export const REQUEST_PHOTOS_SUBCATEGORY = 'Request Photos';
export const MAKE_AN_OFFER_SUBCATEGORY = 'Make an Offer';
export const FIND_SIMILAR_SUBCATEGORY = 'Find Me Something Similar';
/** The parts request (/parts/search) lands where the contact form's parts enquiries do (/enquiries/parts-enquiry). */
export const PARTS_ENQUIRY_CATEGORY = 'Parts Enquiry' satisfies ContactCategory;
/**
 * Every lead of the valuation wizard (spec §3 Trade-in/valuation, §4 "Trade-in steps"): the started
 * lead, then the accepted offer or appraisal request that continues it. The subcategories number the
 * steps (TRADE_IN_SUBCATEGORIES), so the dealer's CRM sorts a shopper's leads in order.
 */
export const TRADE_IN_CATEGORY = 'Trade-In';

export interface LeadCar {
  car_type: CarType;
  tag?: string | null;
}

export type LeadRoute = FormCategory;

function vehicleEnquiry(subcategory: string): LeadRoute {
  return { category: VEHICLE_ENQUIRY_CATEGORY, subcategory, eventId: TRACKING_EVENTS.defaultForm };
}

/**
 * The category, subcategory and event id of a validated lead. Enquiry and test-drive events come
 * from enquiryEventId, so a car tagged 'Test Drive Only' fires 17 on either form and a form sent
 * without a car falls back to the default form event (22).
 */
export function leadRouting(kind: FormKind, fields: LeadFields, car?: LeadCar): LeadRoute {
  switch (kind) {
    case 'enquiry': {
      const eventId = enquiryEventId('enquiry', car?.car_type, car?.tag);
      if (car === undefined) return { category: VEHICLE_ENQUIRY_CATEGORY, eventId };
      const category = car.car_type === 'used' ? USED_VEHICLE_ENQUIRY_CATEGORY : NEW_VEHICLE_ENQUIRY_CATEGORY;
      return { category, eventId };
    }
    case 'test_drive':
      return {
        category: TEST_DRIVE_CATEGORY,
        ...(isTestDriveOnly(car?.tag) ? { subcategory: TEST_DRIVE_ONLY_TAG } : {}),
        eventId: enquiryEventId('test-drive', car?.car_type, car?.tag),
      };
    case 'request_photos':
      return vehicleEnquiry(REQUEST_PHOTOS_SUBCATEGORY);
    case 'make_an_offer':
      return vehicleEnquiry(MAKE_AN_OFFER_SUBCATEGORY);
    case 'find_similar':
      return vehicleEnquiry(FIND_SIMILAR_SUBCATEGORY);
    case 'contact': {
      // The parsed contact form always has a category (default General Enquiry); raw input may not.
      const category = typeof fields.category === 'string' && fields.category.trim() !== '' ? fields.category : GENERAL_ENQUIRY_CATEGORY;
      return contactFormCategory(category);
    }
    case 'fleet_enquiry':
      return contactFormCategory(FLEET_ENQUIRY_CATEGORY);
    case 'finance_enquiry':
      return contactFormCategory(FINANCE_ENQUIRY_CATEGORY);
    case 'careers':
      return contactFormCategory(CAREERS_ENQUIRY_CATEGORY);
    case 'parts_request':
      return contactFormCategory(PARTS_ENQUIRY_CATEGORY);
    case 'trade_in':
      // Starting the wizard is not yet a trade-in: the default form event, as any other form.
      return { category: TRADE_IN_CATEGORY, subcategory: TRADE_IN_SUBCATEGORIES.started, eventId: TRACKING_EVENTS.defaultForm };
  }
}

/**
 * The lead that ends the valuation wizard: an online estimate accepted is '3. Offer Accepted' with
 * the trade-in event (18); without an online estimate (too old, too many km, or not enough to value
 * it on) the shopper asks for an appraisal in person, which is no accepted offer, so it fires the
 * default form event (22) and says 'Appraisal Requested'.
 */
export function tradeInAcceptRouting(outcome: Pick<ValuationOutcome, 'kind'>): LeadRoute & { subcategory: string } {
  return outcome.kind === 'estimate'
    ? { category: TRADE_IN_CATEGORY, subcategory: TRADE_IN_SUBCATEGORIES.accepted, eventId: TRACKING_EVENTS.tradeInOfferAccepted }
    : { category: TRADE_IN_CATEGORY, subcategory: TRADE_IN_SUBCATEGORIES.appraisal, eventId: TRACKING_EVENTS.defaultForm };
}
