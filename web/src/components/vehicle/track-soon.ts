/**
 * Tracking from the vehicle page's first-load leaves (the phone button, tracked links, the
 * favourite heart) without lib/tracking/client in the page's first load: the module is fetched with
 * the first event, which is sent as soon as it is there. For controls whose click does not leave the
 * page (a tel: link, a new tab, a toggle): a same-tab navigation could unload the page before that
 * first fetch ends.
 */
import type { TrackingEventId } from '@/domain/tracking';
import type * as TrackingModule from '@/lib/tracking/client';
import { lazyModule } from '@/lib/lazy/lazy-module';

type Tracking = typeof TrackingModule;

const tracking = lazyModule(() => import('@/lib/tracking/client'));

function soon(send: (module: Tracking) => void): void {
  const loaded = tracking.get();
  if (loaded) send(loaded);
  else tracking.load().then(send, (error: unknown) => console.warn('[tracking] could not load', error));
}

export function trackSoon(eventId: TrackingEventId, params?: Record<string, string | number | undefined>): void {
  soon((module) => module.track(eventId, params));
}

export function recordPhoneRevealSoon(record: { car_id: string; dealership_id: string; website_id: string }): void {
  soon((module) => module.recordPhoneReveal(record));
}
