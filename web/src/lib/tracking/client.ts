/**
 * Browser tracking (spec §7): `track(eventId, params)` posts {event_id, path, params} to the site's
 * /api/events as JSON with fetch `keepalive` (survives the page unloading, like a beacon). Not
 * sendBeacon: the routes accept only same-origin application/json (a text/plain beacon is what any
 * other website could send), and browsers disagree on beacons with a JSON type. Tracking never blocks
 * or breaks the page: every failure is only a console warning.
 */
import { useEffect } from 'react';
import type { TrackingEventId } from '@/domain/tracking';

export const EVENTS_ENDPOINT = '/api/events';

export type TrackingParams = Record<string, string | number>;

export interface TrackingPayload {
  event_id: TrackingEventId;
  path: string;
  params?: TrackingParams;
}

/** The request body; undefined-valued params are dropped, the path is cut to the route's 500 limit. */
export function trackingPayload(eventId: TrackingEventId, path: string, params?: Record<string, string | number | undefined>): TrackingPayload {
  const clean: TrackingParams = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && (typeof value === 'string' || Number.isFinite(value))) clean[key] = value;
  }
  return { event_id: eventId, path: path.slice(0, 500), ...(Object.keys(clean).length ? { params: clean } : {}) };
}

function currentPath(): string {
  return typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`;
}

/** Posts JSON with fetch keepalive (survives unload, sends Origin); failures only warn. */
function beacon(endpoint: string, body: string, what: string): void {
  try {
    if (typeof window === 'undefined') return;
    fetch(endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    })
      .then((response) => {
        if (!response.ok) console.warn(`[tracking] ${what} answered ${response.status}`);
      })
      .catch((error: unknown) => console.warn(`[tracking] ${what} failed`, error));
  } catch (error) {
    console.warn(`[tracking] ${what} failed`, error);
  }
}

export function track(eventId: TrackingEventId, params?: Record<string, string | number | undefined>): void {
  beacon(EVENTS_ENDPOINT, JSON.stringify(trackingPayload(eventId, currentPath(), params)), `event ${eventId}`);
}

export const PHONE_REVEALS_ENDPOINT = '/api/phone-reveals';

/** The phone-reveal record (spec §4, §7 {car_id, dealership_id, website_id}), stored per site. */
export function recordPhoneReveal(record: { car_id: string; dealership_id: string; website_id: string }): void {
  beacon(PHONE_REVEALS_ENDPOINT, JSON.stringify(record), 'phone reveal');
}

/** Keys already tracked in this page load (a full navigation starts a new module instance). */
const tracked = new Set<string>();

/** Fires `track` at most once per key for the life of the page (remounts and Strict Mode included). */
export function trackOnce(eventId: TrackingEventId, key: string, params?: Record<string, string | number | undefined>): boolean {
  const id = `${eventId}:${key}`;
  if (tracked.has(id)) return false;
  tracked.add(id);
  track(eventId, params);
  return true;
}

/** For tests. */
export function resetTrackedForTests(): void {
  tracked.clear();
}

/**
 * Tracks `eventId` once per page view and key: give a key that changes when a new "page view"
 * happens client-side (e.g. the search path), and the same key for re-renders of the same view.
 * `params` is read when the effect first runs for the key.
 */
export function useTrackOnce(eventId: TrackingEventId, key: string, params?: Record<string, string | number | undefined>): void {
  const serialised = JSON.stringify(params ?? {});
  useEffect(() => {
    trackOnce(eventId, key, JSON.parse(serialised) as Record<string, string | number>);
  }, [eventId, key, serialised]);
}
