/**
 * Browser tracking (spec §7): `track(eventId, params)` posts {event_id, path, params} to the site's
 * /api/events with navigator.sendBeacon (survives the page unloading), falling back to fetch with
 * keepalive. Tracking never blocks or breaks the page: every failure is only a console warning.
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

export function track(eventId: TrackingEventId, params?: Record<string, string | number | undefined>): void {
  try {
    if (typeof window === 'undefined') return;
    const body = JSON.stringify(trackingPayload(eventId, currentPath(), params));
    const beacon = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function';
    if (beacon && navigator.sendBeacon(EVENTS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    fetch(EVENTS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } })
      .then((response) => {
        if (!response.ok) console.warn(`[tracking] event ${eventId} answered ${response.status}`);
      })
      .catch((error: unknown) => console.warn(`[tracking] event ${eventId} failed`, error));
  } catch (error) {
    console.warn(`[tracking] event ${eventId} failed`, error);
  }
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
