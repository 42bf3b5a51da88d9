import { describe, expect, it } from 'vitest';
import { QuoteRequestSchema, VEHICLE_QUOTE_DEFAULTS } from '@forecourt/schemas/finance/quote';
import { financedPrice, vehicleQuoteRequest } from './vehicle-quote';

describe('financedPrice', () => {
  it('is the shown price of a car in stock: the reduced one when there is one', () => {
    expect(financedPrice({ status: 'in_stock', price: 25_990 })).toBe(25_990);
    expect(financedPrice({ status: 'in_stock', price: 25_990, offer_price: 23_990 })).toBe(23_990);
    // An offer at or above the price is not a reduction (domain/price.ts).
    expect(financedPrice({ status: 'in_stock', price: 25_990, offer_price: 26_990 })).toBe(25_990);
  });

  it('is nothing for a car that cannot be bought or shows no dollar price', () => {
    expect(financedPrice({ status: 'sold', price: 25_990 })).toBeUndefined();
    expect(financedPrice({ status: 'in_stock', price: 10 })).toBeUndefined();
    expect(financedPrice({ status: 'in_stock', price: 0 })).toBeUndefined();
  });
});

describe('vehicleQuoteRequest', () => {
  it('asks at GREAT over 5 years (spec §9) for the car’s price and year', () => {
    expect(vehicleQuoteRequest({ purchasePrice: 25_990, year: 2021 })).toEqual({
      selfAssessedCreditScore: 'GREAT',
      loanTerm: 5,
      purchasePrice: 25_990,
      year: 2021,
    });
  });

  it('asks nothing without a positive price', () => {
    for (const purchasePrice of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(vehicleQuoteRequest({ purchasePrice, year: 2021 })).toBeUndefined();
  });

  it('asks nothing for a car the quote refuses: over $1,000,000, before 1950, after next year', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(vehicleQuoteRequest({ purchasePrice: 1_000_000, year: 2021 }, now)).toBeDefined();
    expect(vehicleQuoteRequest({ purchasePrice: 1_000_001, year: 2021 }, now)).toBeUndefined();
    expect(vehicleQuoteRequest({ purchasePrice: 25_990, year: 1950 }, now)).toBeDefined();
    expect(vehicleQuoteRequest({ purchasePrice: 25_990, year: 1949 }, now)).toBeUndefined();
    expect(vehicleQuoteRequest({ purchasePrice: 25_990, year: 2027 }, now)).toBeDefined();
    expect(vehicleQuoteRequest({ purchasePrice: 25_990, year: 2028 }, now)).toBeUndefined();
    expect(vehicleQuoteRequest({ purchasePrice: 25_990, year: 2021.5 }, now)).toBeUndefined();
  });

  it('asks only what the quote endpoint accepts, and whatever it would accept', () => {
    // The limits are restated here from QuoteRequestSchema's; this keeps the two in step.
    const prices = [0.5, 1, 25_990, 999_999.99, 1_000_000, 1_000_000.01, 2_000_000];
    const years = [1900, 1949, 1950, 2000, new Date().getUTCFullYear() + 1, new Date().getUTCFullYear() + 2, 2020.5];
    for (const purchasePrice of prices)
      for (const year of years) {
        const request = vehicleQuoteRequest({ purchasePrice, year, vin: 'JTDBR32E720123456', nvic: 'bad code!' });
        const accepted = QuoteRequestSchema.safeParse({ ...VEHICLE_QUOTE_DEFAULTS, purchasePrice, year }).success;
        expect({ purchasePrice, year, asked: request !== undefined }).toEqual({ purchasePrice, year, asked: accepted });
        if (request) expect(QuoteRequestSchema.safeParse(request).success).toBe(true);
      }
  });

  it('sends a VIN and NVIC only when the partner would take them', () => {
    expect(
      vehicleQuoteRequest({ purchasePrice: 1, year: 2021, vin: ' jtdbr32e720123456 ', nvic: 'ab1c23' }),
    ).toMatchObject({ vin: 'JTDBR32E720123456', nvic: 'AB1C23' });
    const bad = vehicleQuoteRequest({ purchasePrice: 1, year: 2021, vin: 'CHASSIS-123', nvic: '' });
    expect(bad).not.toHaveProperty('vin');
    expect(bad).not.toHaveProperty('nvic');
    expect(vehicleQuoteRequest({ purchasePrice: 1, year: 2021, vin: null, nvic: null })).not.toHaveProperty(
      'vin',
    );
  });
});
