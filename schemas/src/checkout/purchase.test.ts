import { describe, expect, it } from 'vitest';
import { preferredDateWindow, PURCHASE_MESSAGES } from './constants';
import { buyerStepSchema, deliveryStepSchema, FinanceStepSchema, purchaseStepSchema, TradeInStepSchema } from './purchase';

const TODAY = '2026-03-18'; // a Wednesday
const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('purchase step schemas', () => {
  it('trade-in: none, or a valuation and its lead by id; unknown keys refused', () => {
    expect(TradeInStepSchema.safeParse({ choice: 'none' }).success).toBe(true);
    const id = '4b1c8f7e-1d2a-4c3b-8e9f-0a1b2c3d4e5f';
    expect(TradeInStepSchema.safeParse({ choice: 'valued', valuation_id: id, lead_id: id }).success).toBe(true);
    expect(TradeInStepSchema.safeParse({ choice: 'valued', valuation_id: id, lead_id: id, offer: 99999 }).success).toBe(false);
    expect(TradeInStepSchema.safeParse({ choice: 'valued', valuation_id: 'x', lead_id: id }).success).toBe(false);
    expect(TradeInStepSchema.safeParse({}).success).toBe(false);
  });

  it('finance: a dealer loan needs a 1–7 year term, a frequency and a sane rate', () => {
    expect(FinanceStepSchema.safeParse({ method: 'outright' }).success).toBe(true);
    expect(FinanceStepSchema.safeParse({ method: 'dealer', term_years: 5, frequency: 'weekly', interest_rate: 8.5 }).success).toBe(true);
    expect(FinanceStepSchema.safeParse({ method: 'dealer', term_years: 9, frequency: 'weekly', interest_rate: 8.5 }).success).toBe(false);
    expect(FinanceStepSchema.safeParse({ method: 'dealer', term_years: 5, frequency: 'daily', interest_rate: 8.5 }).success).toBe(false);
    expect(FinanceStepSchema.safeParse({ method: 'dealer', term_years: 5, frequency: 'weekly', interest_rate: 300 }).success).toBe(false);
    expect(FinanceStepSchema.safeParse({ method: 'pre_approval', note: '' }).success).toBe(true);
    expect(FinanceStepSchema.safeParse({ method: 'outright', amount: 1 }).success).toBe(false);
  });

  it('delivery: a known pick-up location, or a full address; a date from tomorrow to 60 days, not a Sunday', () => {
    const schema = deliveryStepSchema({ today: TODAY, locationIds: ['loc-a'] });
    expect(preferredDateWindow(TODAY)).toEqual({ min: '2026-03-19', max: '2026-05-17' });
    expect(schema.safeParse({ method: 'pickup', location_id: 'loc-a', preferred_date: '2026-03-19' }).success).toBe(true);
    expect(errors(schema.safeParse({ method: 'pickup', location_id: 'loc-b', preferred_date: '2026-03-19' }))).toEqual({ location_id: PURCHASE_MESSAGES.locationUnknown });
    expect(errors(schema.safeParse({ method: 'pickup', location_id: 'loc-a', preferred_date: TODAY }))).toEqual({ preferred_date: PURCHASE_MESSAGES.dateWindow });
    expect(errors(schema.safeParse({ method: 'pickup', location_id: 'loc-a', preferred_date: '2026-05-18' }))).toEqual({ preferred_date: PURCHASE_MESSAGES.dateWindow });
    expect(errors(schema.safeParse({ method: 'pickup', location_id: 'loc-a', preferred_date: '2026-03-22' }))).toEqual({ preferred_date: PURCHASE_MESSAGES.dateSunday });
    expect(errors(schema.safeParse({ method: 'pickup', location_id: 'loc-a', preferred_date: '2026-02-30' }))).toEqual({ preferred_date: PURCHASE_MESSAGES.dateFormat });
    const home = { method: 'delivery', street: '1 Main St', suburb: 'Carlton', state: 'VIC', postcode: '3053', preferred_date: '2026-03-20' };
    expect(schema.safeParse(home).success).toBe(true);
    expect(Object.keys(errors(schema.safeParse({ ...home, postcode: '30', state: 'XX' }))).sort()).toEqual(['postcode', 'state']);
  });

  it('buyer: 18 or older, a licence of 4–10 letters or digits that has not expired', () => {
    const schema = buyerStepSchema({ today: TODAY });
    const buyer = { name: 'Zoë', last_name: 'Li', email: 'Zoe@Example.com', phone: '0412 345 678', date_of_birth: '1990-03-27', licence_number: 'ab 12-345', licence_state: 'NSW', licence_expiry: '2029-01-01' };
    const ok = schema.safeParse(buyer);
    expect(ok.success && ok.data).toMatchObject({ email: 'zoe@example.com', phone: '0412345678', licence_number: 'AB12345' });
    expect(errors(schema.safeParse({ ...buyer, date_of_birth: '2008-03-19' }))).toEqual({ date_of_birth: PURCHASE_MESSAGES.underAge });
    expect(schema.safeParse({ ...buyer, date_of_birth: '2008-03-18' }).success).toBe(true);
    expect(errors(schema.safeParse({ ...buyer, licence_expiry: '2026-03-17' }))).toEqual({ licence_expiry: PURCHASE_MESSAGES.licenceExpired });
    expect(errors(schema.safeParse({ ...buyer, licence_number: '12' }))).toEqual({ licence_number: PURCHASE_MESSAGES.licence });
  });

  it('review needs the terms; the car and deposit steps take nothing', () => {
    expect(purchaseStepSchema('review').safeParse({ terms_agreed: false }).success).toBe(false);
    expect(purchaseStepSchema('review').safeParse({ terms_agreed: true }).success).toBe(true);
    expect(purchaseStepSchema('car').safeParse({}).success).toBe(true);
    expect(purchaseStepSchema('car').safeParse({ price: 1 }).success).toBe(false);
    expect(purchaseStepSchema('deposit').safeParse(JSON.parse('{"__proto__": {"x": 1}}')).success).toBe(false);
  });
});
