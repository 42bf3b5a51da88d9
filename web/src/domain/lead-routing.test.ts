import type { FormKind } from '@forecourt/schemas/leads';
import { describe, expect, it } from 'vitest';
import { leadRouting, tradeInAcceptRouting, type LeadCar } from './lead-routing';

const newCar: LeadCar = { car_type: 'new' };
const demoCar: LeadCar = { car_type: 'demo', tag: null };
const usedCar: LeadCar = { car_type: 'used', tag: 'Runout Sale' };
const testDriveOnlyUsed: LeadCar = { car_type: 'used', tag: 'test drive only' };

describe('leadRouting', () => {
  it.each<[FormKind, LeadCar | undefined, ReturnType<typeof leadRouting>]>([
    ['enquiry', newCar, { category: 'New Vehicle Enquiry', eventId: 14 }],
    ['enquiry', demoCar, { category: 'New Vehicle Enquiry', eventId: 14 }],
    ['enquiry', usedCar, { category: 'Used Vehicle Enquiry', eventId: 15 }],
    // tracking.ts: a 'Test Drive Only' car fires the test-drive event whatever the form.
    ['enquiry', testDriveOnlyUsed, { category: 'Used Vehicle Enquiry', eventId: 17 }],
    ['enquiry', undefined, { category: 'Vehicle Enquiry', eventId: 22 }],
    ['test_drive', newCar, { category: 'Test Drive', eventId: 17 }],
    ['test_drive', demoCar, { category: 'Test Drive', eventId: 17 }],
    ['test_drive', usedCar, { category: 'Test Drive', eventId: 48 }],
    ['test_drive', testDriveOnlyUsed, { category: 'Test Drive', subcategory: 'Test Drive Only', eventId: 17 }],
    ['test_drive', undefined, { category: 'Test Drive', eventId: 22 }],
    ['request_photos', usedCar, { category: 'Vehicle Enquiry', subcategory: 'Request Photos', eventId: 22 }],
    ['make_an_offer', newCar, { category: 'Vehicle Enquiry', subcategory: 'Make an Offer', eventId: 22 }],
    ['find_similar', usedCar, { category: 'Vehicle Enquiry', subcategory: 'Find Me Something Similar', eventId: 22 }],
    ['fleet_enquiry', undefined, { category: 'Fleet Enquiry', eventId: 19 }],
    ['finance_enquiry', newCar, { category: 'Finance Enquiry', eventId: 22 }],
    ['careers', undefined, { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 }],
    ['parts_request', undefined, { category: 'Parts Enquiry', eventId: 22 }],
    ['trade_in', undefined, { category: 'Trade-In', subcategory: '1. Valuation Started', eventId: 22 }],
    ['trade_in', usedCar, { category: 'Trade-In', subcategory: '1. Valuation Started', eventId: 22 }],
  ])('%s with %j', (kind, car, expected) => {
    expect(leadRouting(kind, {}, car)).toEqual(expected);
  });

  it.each([
    ['Careers Enquiry', { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 }],
    ['Fleet Enquiry', { category: 'Fleet Enquiry', eventId: 19 }],
    ['Service Enquiry', { category: 'Service Enquiry', eventId: 22 }],
    ['General Enquiry', { category: 'General Enquiry', eventId: 22 }],
  ])('contact with category %s', (category, expected) => {
    expect(leadRouting('contact', { category }, usedCar)).toEqual(expected);
  });

  it('contact without a category is a general enquiry', () => {
    expect(leadRouting('contact', {})).toEqual({ category: 'General Enquiry', eventId: 22 });
    expect(leadRouting('contact', { category: '  ' })).toEqual({ category: 'General Enquiry', eventId: 22 });
  });
});

describe('tradeInAcceptRouting', () => {
  it('an accepted online estimate is the offer-accepted lead with event 18', () => {
    expect(tradeInAcceptRouting({ kind: 'estimate' })).toEqual({ category: 'Trade-In', subcategory: '3. Offer Accepted', eventId: 18 });
  });

  it.each(['appraisal', 'declined'] as const)('%s: an appraisal request, no accepted offer (event 22)', (kind) => {
    expect(tradeInAcceptRouting({ kind })).toEqual({ category: 'Trade-In', subcategory: '3. Appraisal Requested', eventId: 22 });
  });
});
