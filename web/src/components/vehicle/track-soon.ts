/**
 * Tracking from the vehicle page's first-load leaves (the phone button, tracked links, the
 * favourite heart) without lib/tracking/client in the page's first load: the module is fetched with
 * the first event, which is sent as soon as it is there. For controls whose click does not leave the
 * page (a tel: link, a new tab, a toggle): a same-tab navigation could unload the page before that
 * first fetch ends.
 */
import type { TrackingEventId } from '@/domain/tracking';
import type * as TrackingModule from '@/lib/tracking/client';

type Tracking = typeof TrackingModule;

let loaded: Tracking | undefined;
let loading: Promise<Tracking> | undefined;

function load(): Promise<Tracking> {
  loading ??= import('@/lib/tracking/client').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function soon(send: (tracking: Tracking) => void): void {
  if (loaded) send(loaded);
  else load().then(send, (error: unknown) => console.warn('[tracking] could not load', error));
}

export function trackSoon(eventId: TrackingEventId, params?: Record<string, string | number | undefined>): void {
  soon((tracking) => tracking.track(eventId, params));
}

export function recordPhoneRevealSoon(record: { car_id: string; dealership_id: string; website_id: string }): void {
  soon((tracking) => tracking.recordPhoneReveal(record));
}
