/**
 * What a successful lead leaves behind in the browser (spec §4 Forms: "tracking event, car recorded,
 * success marker stored locally"; §5 profile saved only with name, email and phone). Each step is
 * independent: a storage failure must not stop the tracking event or the move to /success.
 */
import { trackingParameters, type TrackingEventId } from '@/domain/tracking';
import type { LeadCar } from './car';
import { recordEnquiredCar } from './enquired-cars';
import { saveProfile } from './profile';
import { browserStorage, type KeyValueStore } from '@/lib/browser-storage';
import { storeSuccessMarker } from './success-marker';

export interface AfterSuccessInput {
  kind: string;
  leadId: string;
  eventId: TrackingEventId;
  /** The values as typed (the profile keeps what the shopper wrote). */
  fields: Record<string, unknown>;
  car?: LeadCar;
  now?: number;
  store?: KeyValueStore;
  track: (eventId: TrackingEventId, params?: Record<string, string | number | undefined>) => void;
}

export function afterSuccess({ kind, leadId, eventId, fields, car, now = Date.now(), store = browserStorage(), track }: AfterSuccessInput): void {
  try {
    track(eventId, car ? { ...trackingParameters({ ...car, badge: car.badge ?? undefined }) } : undefined);
  } catch (error) {
    console.warn('[leads] tracking failed', error);
  }
  const profile = saveProfile(fields, store);
  if (car) recordEnquiredCar({ id: car.id, slug: car.slug, car_type: car.car_type, kind, at: now }, store);
  const name = profile?.name ?? (typeof fields.name === 'string' ? fields.name.trim() : '');
  storeSuccessMarker(
    {
      lead_id: leadId,
      kind,
      at: now,
      ...(name ? { name: name.slice(0, 60) } : {}),
      ...(car ? { car: { slug: car.slug, title: car.title } } : {}),
    },
    store,
  );
}
