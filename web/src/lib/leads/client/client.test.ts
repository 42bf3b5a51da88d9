import { LEAD_MESSAGES } from '@forecourt/schemas/leads';
import { describe, expect, it, vi } from 'vitest';
import { afterSuccess } from './after-success';
import { ENQUIRED_CARS_KEY, enquiredCars, withEnquiredCar, type EnquiredCar } from './enquired-cars';
import { leadContext } from './context';
import { createIdempotencyKeys, stableStringify } from './idempotency';
import { captureLinkedParams, LINKED_PARAMS_MAX_AGE_MS, linkedParamsFrom, linkedQueryParams, stripLinkedParams } from './linked-params';
import { loadProfile, PROFILE_KEY, saveProfile } from './profile';
import { memoryStore } from '@/lib/browser-storage';
import { postLead } from './submit';
import { readSuccessMarker, SUCCESS_MARKER_MAX_AGE_MS } from './success-marker';
import { pagePath, recordVisit, visitedPages, VISITED_PAGES_LIMIT, withVisit } from './visited-pages';

describe('visited pages', () => {
  it('appends, skips a reload of the same page and keeps the last 20', () => {
    expect(withVisit(['/a'], '/a')).toEqual(['/a']);
    expect(withVisit(['/a'], '/b')).toEqual(['/a', '/b']);
    expect(withVisit(['/a'], 'https://evil.example/')).toEqual(['/a']);
    // A finance application's signed link is never kept (it would travel with the next lead).
    expect(withVisit(['/a'], '/finance-applications/x?expires=1&sig=abc')).toEqual(['/a']);
    let list: string[] = [];
    for (let i = 0; i < 30; i++) list = withVisit(list, `/p${i}`);
    expect(list).toHaveLength(VISITED_PAGES_LIMIT);
    expect(list[0]).toBe('/p10');
    expect(list.at(-1)).toBe('/p29');
  });

  it('records paths with their query minus campaign parameters, tolerating junk in storage', () => {
    const store = memoryStore({ 'forecourt:visited-pages': '{"not":"a list"}' });
    recordVisit(pagePath('/search/used-cars', '?utm_source=google&make=Toyota&gclid=abc'), store);
    recordVisit(pagePath('/cars/x', ''), store);
    expect(visitedPages(store)).toEqual(['/search/used-cars?make=Toyota', '/cars/x']);
  });
});

describe('linked query params', () => {
  it('takes utm_* and the click ids only, trimmed and capped', () => {
    expect(linkedParamsFrom('?utm_source=google&utm_campaign=%20spring%20&gclid=G1&page=2&fbclid=&msclkid=M')).toEqual({
      utm_source: 'google',
      utm_campaign: 'spring',
      gclid: 'G1',
      msclkid: 'M',
    });
    expect(linkedParamsFrom(`?utm_x=${'v'.repeat(300)}`).utm_x).toHaveLength(200);
    expect(stripLinkedParams('?utm_source=a&make=Kia')).toBe('make=Kia');
  });

  it('keeps the last landing with parameters for 30 days', () => {
    const store = memoryStore();
    captureLinkedParams('?utm_source=google', 1_000, store);
    captureLinkedParams('?make=Kia', 2_000, store); // no campaign: the earlier one stays
    expect(linkedQueryParams(3_000, store)).toEqual({ utm_source: 'google' });
    captureLinkedParams('?fbclid=F', 4_000, store);
    expect(linkedQueryParams(5_000, store)).toEqual({ fbclid: 'F' });
    expect(linkedQueryParams(4_000 + LINKED_PARAMS_MAX_AGE_MS + 1, store)).toEqual({});
  });
});

describe('idempotency keys', () => {
  it('reuses the key for the same values (any key order) and makes a new one when they change', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `k${++n}`);
    expect(keys.keyFor({ a: 1, b: 'x' })).toBe('k1');
    expect(keys.keyFor({ b: 'x', a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 2, b: 'x' })).toBe('k2');
    expect(keys.keyFor({ a: 1, b: 'x' })).toBe('k3');
    expect(stableStringify({ b: [1, { d: 1, c: 2 }], a: undefined })).toBe('{"b":[1,{"c":2,"d":1}]}');
  });
});

describe('postLead', () => {
  const body = { fields: { name: 'Ann' }, context: {} };
  const answer = (status: number, json: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } })));

  it('posts JSON with the Idempotency-Key to /api/leads/{kind} and reads lead_id', async () => {
    const fetchImpl = answer(201, { lead_id: 'L1' });
    expect(await postLead('contact', body, 'key-1', fetchImpl as unknown as typeof fetch)).toEqual({ ok: true, leadId: 'L1' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/leads/contact');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('key-1');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it("reads the trade-in start's token", async () => {
    const token = 'a'.repeat(43);
    expect(await postLead('trade_in', body, 'k', answer(201, { lead_id: 'L2', trade_in_token: token }) as unknown as typeof fetch)).toEqual({ ok: true, leadId: 'L2', tradeInToken: token });
  });

  it("returns the server's error and field messages", async () => {
    const fields = { postcode: LEAD_MESSAGES.postcode };
    expect(await postLead('contact', body, 'k', answer(400, { error: LEAD_MESSAGES.errorListHeading, fields }) as unknown as typeof fetch)).toEqual({
      ok: false,
      error: LEAD_MESSAGES.errorListHeading,
      fields,
      status: 400,
    });
    expect(await postLead('contact', body, 'k', answer(429, { error: 'Too many submissions.' }) as unknown as typeof fetch)).toMatchObject({ ok: false, error: 'Too many submissions.' });
  });

  it('falls back to the spec texts: network failure, and answers without an error text', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await postLead('contact', body, 'k', offline as unknown as typeof fetch)).toEqual({ ok: false, error: LEAD_MESSAGES.submitFailed });
    const html = vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    expect(await postLead('contact', body, 'k', html as unknown as typeof fetch)).toEqual({ ok: false, error: LEAD_MESSAGES.unexpected, status: 502 });
    expect(await postLead('contact', body, 'k', answer(201, { id: 'x' }) as unknown as typeof fetch)).toMatchObject({ ok: false, error: LEAD_MESSAGES.unexpected });
  });
});

describe('profile', () => {
  it('is saved only with name, email and phone, and read back defensively', () => {
    const store = memoryStore();
    expect(saveProfile({ name: 'Ann', email: 'ann@example.com' }, store)).toBeUndefined();
    expect(store.data.has(PROFILE_KEY)).toBe(false);
    saveProfile({ name: ' Ann ', last_name: 'Lee', email: 'ann@example.com', phone: '0412 345 678', postcode: '2000', message: 'hi' }, store);
    expect(loadProfile(store)).toEqual({ name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412 345 678', postcode: '2000' });
    store.setItem(PROFILE_KEY, JSON.stringify({ name: 42, email: 'x'.repeat(300), phone: '0412345678' }));
    expect(loadProfile(store)).toEqual({ phone: '0412345678' });
    store.setItem(PROFILE_KEY, 'not json');
    expect(loadProfile(store)).toEqual({});
  });
});

describe('enquired cars', () => {
  it('keeps the newest first, one entry per car', () => {
    const car = (id: string, at: number): EnquiredCar => ({ id, slug: id, car_type: 'used', kind: 'enquiry', state: 'enquired', at });
    expect(withEnquiredCar([car('a', 1), car('b', 2)], car('a', 3)).map((c) => [c.id, c.at])).toEqual([['a', 3], ['b', 2]]);
  });
});

describe('afterSuccess', () => {
  const car = { id: 'c1', slug: '2021-toyota-corolla-c1', title: '2021 Toyota Corolla', car_type: 'used' as const, make: 'Toyota', model: 'Corolla', year: 2021, km: 12000, badge: null };

  it('tracks the event with the car, records the car, remembers the profile and leaves a success marker', () => {
    const store = memoryStore();
    const track = vi.fn();
    afterSuccess({ kind: 'enquiry', leadId: 'L9', eventId: 15, fields: { name: 'Zoë', email: 'z@example.com', phone: '0412345678' }, car, now: 1_000, store, track });
    expect(track).toHaveBeenCalledWith(15, { vehicleStatus: 'used', vehicleMake: 'Toyota', vehicleModel: 'Corolla', vehicleYear: '2021', vehicleKilometers: '12000' });
    expect(enquiredCars(store)).toEqual([{ id: 'c1', slug: car.slug, car_type: 'used', kind: 'enquiry', state: 'enquired', at: 1_000 }]);
    expect(loadProfile(store).name).toBe('Zoë');
    expect(readSuccessMarker(2_000, store)).toEqual({ lead_id: 'L9', kind: 'enquiry', at: 1_000, name: 'Zoë', car: { slug: car.slug, title: car.title } });
    expect(readSuccessMarker(1_000 + SUCCESS_MARKER_MAX_AGE_MS + 1, store)).toBeUndefined();
  });

  it('still stores the marker when tracking throws, and without a car records none', () => {
    const store = memoryStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    afterSuccess({ kind: 'contact', leadId: 'L2', eventId: 22, fields: { name: 'Al' }, now: 5, store, track: () => { throw new Error('x'); } });
    expect(readSuccessMarker(6, store)?.name).toBe('Al');
    expect(store.data.has(ENQUIRED_CARS_KEY)).toBe(false);
    expect(store.data.has(PROFILE_KEY)).toBe(false);
    warn.mockRestore();
  });
});

describe('leadContext', () => {
  it('gathers the page, the visited pages and the campaign parameters', () => {
    const store = memoryStore();
    recordVisit('/a', store);
    captureLinkedParams('?utm_medium=cpc', 10, store);
    expect(leadContext(20, store, 'http://harbour-toyota.localhost/contact-us')).toEqual({
      page_url: 'http://harbour-toyota.localhost/contact-us',
      visited_pages: ['/a'],
      linked_query_params: { utm_medium: 'cpc' },
    });
  });
});
