import { describe, expect, it } from 'vitest';
import { applicationPresets } from './presets';

const dealership = (slug: string, id: string) => ({ slug, dealership_id: id, name: slug }) as never;
const one = { dealerships: [dealership('solo', 'd1')] };
const two = { dealerships: [dealership('southern-cross-mazda', 'scm-mazda'), dealership('southern-cross-hyundai', 'scm-hyundai')] };
const car = { id: 'car-1', car_type: 'used' as const, vin: 'JTDBR32E720123456', price: 32990, offer_price: undefined, dealership_slug: 'southern-cross-hyundai' };

describe('/apply-for-finance presets', () => {
  it('fills the car and its shown price; its type and VIN travel with the car, not in the hidden fields', () => {
    expect(applicationPresets(one, {}, car)).toEqual({ car_id: 'car-1', purchase_price: '32,990' });
    expect(applicationPresets(one, { car_type: 'new', vin: 'JTDBR32E720123457' }, car)).toEqual({ car_id: 'car-1', purchase_price: '32,990' });
  });

  it('prefers the query’s budget, and without a car takes its car type and VIN, read strictly', () => {
    expect(applicationPresets(one, { vehiclePriceBudget: '$25,000', car_type: 'NEW', vin: 'jtdbr32e7-20123457' }, undefined)).toEqual({
      purchase_price: '25,000',
      car_type: 'new',
      vin: 'JTDBR32E720123457',
    });
    expect(applicationPresets(one, { vehiclePriceBudget: '$25,000' }, car)).toMatchObject({ purchase_price: '25,000' });
    expect(applicationPresets(one, { vehiclePriceBudget: ['1', '2'], car_type: 'lease', vin: 'IOQ' }, undefined)).toEqual({});
    expect(applicationPresets(one, { vehiclePriceBudget: '<script>', car_type: '__proto__' }, undefined)).toEqual({});
  });

  it('takes a preferred dealership of this site by slug or id, else the car’s, and only where there is a choice', () => {
    expect(applicationPresets(two, { preferredDealership: 'SCM-MAZDA' }, undefined)).toEqual({ preferred_dealership: 'southern-cross-mazda' });
    expect(applicationPresets(two, { preferredDealership: 'southern-cross-mazda' }, car)).toMatchObject({ preferred_dealership: 'southern-cross-mazda' });
    expect(applicationPresets(two, { preferredDealership: 'elsewhere' }, car)).toMatchObject({ preferred_dealership: 'southern-cross-hyundai' });
    expect(applicationPresets(two, { preferredDealership: 'elsewhere' }, undefined)).toEqual({});
    expect(applicationPresets(one, { preferredDealership: 'solo' }, undefined)).toEqual({});
  });
});
