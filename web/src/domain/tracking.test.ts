import { describe, expect, it } from 'vitest';
import { TRACKING_EVENTS, contactFormCategory, enquiryEventId, isTestDriveOnly, trackingParameters } from './tracking';

describe('tracking event ids (spec §7)', () => {
  it('matches the spec table', () => {
    expect(TRACKING_EVENTS).toEqual({
      usedVehicleView: 4,
      newEnquiry: 14,
      usedEnquiry: 15,
      newTestDrive: 17,
      tradeInOfferAccepted: 18,
      fleetEnquiry: 19,
      defaultForm: 22,
      callTheDealer: 25,
      saveToWatchlist: 39,
      usedTestDrive: 48,
      searchPageView: 49,
      careersEnquiry: 51,
      historyReport: 60,
      print: 61,
    });
    expect(new Set(Object.values(TRACKING_EVENTS)).size).toBe(Object.keys(TRACKING_EVENTS).length);
  });

  it.each([
    ['enquiry', 'new', undefined, 14],
    ['enquiry', 'demo', undefined, 14],
    ['enquiry', 'used', undefined, 15],
    ['test-drive', 'new', undefined, 17],
    ['test-drive', 'demo', undefined, 17],
    ['test-drive', 'used', undefined, 48],
    ['enquiry', 'used', 'Test Drive Only', 17],
    ['test-drive', 'used', 'test drive only ', 17],
    ['enquiry', 'new', 'Runout Sale', 14],
    ['enquiry', undefined, undefined, 22],
    ['test-drive', 'caravan', undefined, 22],
    ['enquiry', 'USED', undefined, 15],
  ] as const)('%s on a %s car tagged %s -> %i', (kind, carType, tag, id) => {
    expect(enquiryEventId(kind, carType, tag)).toBe(id);
  });

  it('recognises the Test Drive Only tag', () => {
    expect(isTestDriveOnly('Test Drive Only')).toBe(true);
    expect(isTestDriveOnly('Test Drive')).toBe(false);
    expect(isTestDriveOnly(undefined)).toBe(false);
  });
});

describe('contact form categories (spec §4)', () => {
  it('turns Careers Enquiry into General Enquiry / Career Enquiry with event 51', () => {
    expect(contactFormCategory('Careers Enquiry')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 });
    expect(contactFormCategory(' careers enquiry ', 'ignored')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 });
  });
  it('fleet enquiries get 19, others the default form event 22', () => {
    expect(contactFormCategory('Fleet Enquiry')).toEqual({ category: 'Fleet Enquiry', eventId: 19 });
    expect(contactFormCategory('General Enquiry')).toEqual({ category: 'General Enquiry', eventId: 22 });
    expect(contactFormCategory('Service Enquiry', 'Booking')).toEqual({ category: 'Service Enquiry', subcategory: 'Booking', eventId: 22 });
  });
});

describe('tracking parameters (spec §7)', () => {
  it('builds them from a vehicle', () => {
    expect(trackingParameters({ car_type: 'used', make: 'Toyota', model: 'HiLux', year: 2021, km: 45_210, badge: 'SR5' })).toEqual({
      vehicleStatus: 'used',
      vehicleMake: 'Toyota',
      vehicleModel: 'HiLux',
      vehicleYear: '2021',
      vehicleKilometers: '45210',
      vehicleGrade: 'SR5',
    });
  });
  it('leaves the grade out when there is no badge', () => {
    const params = trackingParameters({ car_type: 'new', make: 'Kia', model: 'EV6', year: 2025, km: 0, badge: ' ' });
    expect(params).toEqual({ vehicleStatus: 'new', vehicleMake: 'Kia', vehicleModel: 'EV6', vehicleYear: '2025', vehicleKilometers: '0' });
    expect('vehicleGrade' in params).toBe(false);
  });
  it('leaves the kilometres out when they are unknown (never "undefined" or 0)', () => {
    const params = trackingParameters({ car_type: 'used', make: 'Kia', model: 'Rio', year: 2015, km: undefined });
    expect(params).toEqual({ vehicleStatus: 'used', vehicleMake: 'Kia', vehicleModel: 'Rio', vehicleYear: '2015' });
  });
});
