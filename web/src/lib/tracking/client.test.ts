import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_ENDPOINT, resetTrackedForTests, track, trackingPayload, trackOnce } from './client';

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

  it('sends a beacon to /api/events with the page path', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    track(25);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(EVENTS_ENDPOINT);
    expect(JSON.parse(await blob.text())).toEqual({ event_id: 25, path: '/search/used-cars?page=2' });
  });

  it('falls back to fetch with keepalive when there is no beacon or it is refused', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    track(39, { vehicleMake: 'Kia' });
    expect(fetch).toHaveBeenCalledWith(EVENTS_ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('only warns when sending fails', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    expect(() => track(49)).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalled();
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('blocked');
      },
    });
    expect(() => track(49)).not.toThrow();
  });

  it('fires once per key', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    expect(trackOnce(49, '/search/used-cars')).toBe(true);
    expect(trackOnce(49, '/search/used-cars')).toBe(false);
    expect(trackOnce(49, '/search/new-cars')).toBe(true);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });
});
