import { describe, expect, it } from 'vitest';
import { financeLinks, searchString } from './finance-links';

describe('financeLinks', () => {
  it('leads to the application and to the enquiry form, keeping the car and the budget', () => {
    expect(financeLinks()).toEqual({ preApproval: '/apply-for-finance', enquiry: '/finance-enquiry#finance-form' });
    expect(financeLinks({ carId: '2022-toyota-hilux-sr5-abc123', budget: '32990' })).toEqual({
      preApproval: '/apply-for-finance?car_id=2022-toyota-hilux-sr5-abc123&vehiclePriceBudget=32990',
      enquiry: '/finance-enquiry?car_id=2022-toyota-hilux-sr5-abc123&vehiclePriceBudget=32990#finance-form',
    });
    expect(financeLinks({ budget: '5000' }).enquiry).toBe('/finance-enquiry?vehiclePriceBudget=5000#finance-form');
  });
});

describe('searchString', () => {
  it('gives back the query as asked, repeated keys included, encoded', () => {
    expect(searchString({})).toBe('');
    expect(searchString({ a: undefined })).toBe('');
    expect(searchString({ vehiclePriceBudget: '30000', car_id: ['x', 'y'], q: 'a b&c' })).toBe('?vehiclePriceBudget=30000&car_id=x&car_id=y&q=a+b%26c');
  });
});
