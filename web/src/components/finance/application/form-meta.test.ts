import { financeApplicationSchema } from '@forecourt/schemas/finance/application';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/lib/browser-storage';
import { validApplication } from '@/lib/finance/applications/test-fixture';
import { displayValue } from './display';
import { ALL_FIELDS, fieldsToSend, initialValues, isFieldRequired, stepOf } from './form-meta';
import { postApplication } from './post-application';
import { clearProgress, loadProgress, PROGRESS_MAX_AGE_MS, progressKey, saveProgress } from './progress';

describe('the form’s reading of the schema', () => {
  it('marks required fields, with job details and rent required only when they apply', () => {
    expect(isFieldRequired('name', {})).toBe(true);
    expect(isFieldRequired('licence_number', {})).toBe(true);
    expect(isFieldRequired('credit_enquiry_consent', {})).toBe(true);
    expect(isFieldRequired('title', {})).toBe(false);
    expect(isFieldRequired('deposit', {})).toBe(false);
    expect(isFieldRequired('employer', { employment_status: 'full_time' })).toBe(true);
    expect(isFieldRequired('employer', { employment_status: 'retired' })).toBe(false);
    expect(isFieldRequired('housing_cost', { residential_status: 'renting' })).toBe(true);
    expect(isFieldRequired('housing_cost', { residential_status: 'own' })).toBe(false);
  });

  it('finds each field’s step', () => {
    expect(stepOf('licence_number')).toBe(0);
    expect(stepOf('postcode')).toBe(1);
    expect(stepOf('employer')).toBe(2);
    expect(stepOf('net_income')).toBe(3);
    expect(stepOf('purchase_price')).toBe(4);
    expect(stepOf('credit_enquiry_consent')).toBe(5);
    expect(stepOf('__proto__')).toBe(-1);
  });

  it('starts blank with the page’s presets, and sends the form’s own non-blank fields', () => {
    const initial = initialValues({ purchase_price: '32,990', car_type: 'used', constructor: 'x' });
    expect(Object.keys(initial).sort()).toEqual([...ALL_FIELDS].sort());
    expect(initial).toMatchObject({ purchase_price: '32,990', car_type: 'used', name: '', credit_enquiry_consent: false });
    expect(fieldsToSend({ ...initial, name: 'Zoë', extra: 'x' })).toEqual({ name: 'Zoë', purchase_price: '32,990', car_type: 'used', credit_enquiry_consent: false, privacy_acknowledged: false });
    // A retiree's old job details are not sent (the schema would take them; the dealer need not read them).
    const retired = fieldsToSend(validApplication({ employment_status: 'retired' }));
    expect(retired).not.toHaveProperty('employer');
    expect(financeApplicationSchema({ now: new Date('2025-07-01T02:00:00Z') }).safeParse(fieldsToSend(validApplication())).success).toBe(true);
  });
});

describe('saved progress', () => {
  const NOW = 1_750_000_000_000;

  it('keeps the step and what was typed, per site, never the licence, date of birth, consents or car', () => {
    const store = memoryStore();
    saveProgress(store, 'a', 3, { ...validApplication(), car_id: 'car-1', constructor: 'x' }, NOW);
    const raw = store.getItem(progressKey('a'))!;
    for (const secret of ['QX7731946', '1987-03-27', 'car-1', 'credit_enquiry_consent']) expect(raw).not.toContain(secret);
    const loaded = loadProgress(store, 'a', NOW + 1000)!;
    expect(loaded.step).toBe(3);
    expect(loaded.values).toMatchObject({ name: 'Zoë', net_income: '6,543', suburb: 'Kangaroo Point' });
    expect(loaded.values).not.toHaveProperty('licence_number');
    expect(loaded.values).not.toHaveProperty('constructor');
    expect(loadProgress(store, 'b', NOW)).toBeUndefined();
  });

  it('drops progress older than 30 days, junk, and clears on request', () => {
    const store = memoryStore();
    saveProgress(store, 'a', 1, { name: 'Zoë' }, NOW);
    expect(loadProgress(store, 'a', NOW + PROGRESS_MAX_AGE_MS + 1)).toBeUndefined();
    expect(store.getItem(progressKey('a'))).toBeNull();
    for (const junk of ['{', '[]', '{"step":"x","values":{},"savedAt":1}', '{"step":99,"values":{"name":{"x":1}},"savedAt":1750000000000}']) {
      store.setItem(progressKey('a'), junk);
      expect(loadProgress(store, 'a', NOW)).toBeUndefined();
    }
    store.setItem(progressKey('a'), JSON.stringify({ step: 99, values: { name: 'Zoë' }, savedAt: NOW }));
    expect(loadProgress(store, 'a', NOW)?.step).toBe(5);
    clearProgress(store, 'a');
    expect(store.data.size).toBe(0);
    expect(loadProgress(undefined, 'a', NOW)).toBeUndefined();
  });
});

describe('displayed values', () => {
  it('reads amounts, dates, terms and choices as people write them', () => {
    expect(displayValue('net_income', '6,543')).toBe('$6,543');
    expect(displayValue('net_income', 6543)).toBe('$6,543');
    expect(displayValue('deposit', 0)).toBe('$0');
    expect(displayValue('date_of_birth', '1987-03-27')).toBe('27/03/1987');
    expect(displayValue('term_years', '1')).toBe('1 year');
    expect(displayValue('term_years', 5)).toBe('5 years');
    expect(displayValue('employment_status', 'self_employed')).toBe('Self-employed');
    expect(displayValue('residential_status', 'constructor')).toBe('constructor');
    expect(displayValue('credit_enquiry_consent', true)).toBe('Yes');
    expect(displayValue('suburb', '  ')).toBeUndefined();
    expect(displayValue('suburb', undefined)).toBeUndefined();
  });
});

describe('postApplication', () => {
  const body = { fields: { name: 'Zoë' }, started_at: 1, context: { visited_pages: [], linked_query_params: {} } };
  const answer = (status: number, json: unknown) => () => Promise.resolve(new Response(JSON.stringify(json), { status }));

  it('sends JSON with the Idempotency-Key and reads the ids', async () => {
    let seen: RequestInit | undefined;
    const fetchImpl = ((url: string, init: RequestInit) => {
      seen = init;
      expect(url).toBe('/api/finance-applications');
      return Promise.resolve(new Response(JSON.stringify({ application_id: 'a1', lead_id: 'l1' }), { status: 201 }));
    }) as unknown as typeof fetch;
    expect(await postApplication(body, 'k1', fetchImpl)).toEqual({ ok: true, applicationId: 'a1', leadId: 'l1' });
    expect(new Headers(seen?.headers).get('idempotency-key')).toBe('k1');
    expect(new Headers(seen?.headers).get('content-type')).toBe('application/json');
  });

  it('passes the server’s error and field messages on, and words the unexpected', async () => {
    const fields = { postcode: 'Invalid postcode. Please enter a 4-digit number.' };
    expect(await postApplication(body, 'k', answer(400, { error: 'Please fix the following errors:', fields }) as unknown as typeof fetch)).toEqual({
      ok: false,
      error: 'Please fix the following errors:',
      fields,
      status: 400,
    });
    expect(await postApplication(body, 'k', answer(500, 'oops') as unknown as typeof fetch)).toMatchObject({ ok: false, error: 'An unexpected error occured' });
    expect(await postApplication(body, 'k', answer(201, { lead_id: 'x' }) as unknown as typeof fetch)).toMatchObject({ ok: false, error: 'An unexpected error occured' });
    expect(await postApplication(body, 'k', () => Promise.reject(new TypeError('offline')))).toEqual({
      ok: false,
      error: 'An error occurred when submitting this form',
    });
  });
});
