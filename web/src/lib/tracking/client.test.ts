import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_ENDPOINT, PHONE_REVEALS_ENDPOINT, recordPhoneReveal, resetTrackedForTests, track, trackingPayload, trackOnce } from './client';

describe('trackingPayload', () => {
  it('builds {event_id, path, params}, dropping undefined and non-finite values', () => {
    expect(trackingPayload(39, '/search', { vehicleMake: 'Toyota', year: 2022, grade: undefined, bad: Number.NaN })).toEqual({
      event_id: 39,
      path: '/search',
      params: { vehicleMake: 'Toyota', year: 2022 },
    });
    expect(trackingPayload(49, '/x')).toEqual({ event_id: 49, path: '/x' });
    expect(trackingPayload(49, `/${'a'.repeat(600)}`).path).toHaveLength(500);
  });
});

describe('track', () => {
  const warn = vi.fn();
  beforeEach(() => {
    resetTrackedForTests();
    vi.stubGlobal('window', {});
    vi.stubGlobal('location', { pathname: '/search/used-cars', search: '?page=2' });
    vi.spyOn(console, 'warn').mockImplementation(warn);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    warn.mockReset();
  });

  it('posts same-origin JSON with keepalive to /api/events with the page path, never a beacon', () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { sendBeacon });
    track(25);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(EVENTS_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    // What /api/events accepts: application/json (text/plain is refused with 415).
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ event_id: 25, path: '/search/used-cars?page=2' });
  });

  it('sends phone reveals the same way', () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    recordPhoneReveal({ car_id: 'c1', dealership_id: 'd1', website_id: 'w1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(PHONE_REVEALS_ENDPOINT);
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.keepalive).toBe(true);
  });

  it('only warns when sending fails', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    expect(() => track(49)).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalled();
    vi.stubGlobal('fetch', () => {
      throw new TypeError('blocked');
    });
    expect(() => track(49)).not.toThrow();
  });

  it('fires once per key', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    expect(trackOnce(49, '/search/used-cars')).toBe(true);
    expect(trackOnce(49, '/search/used-cars')).toBe(false);
    expect(trackOnce(49, '/search/new-cars')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
