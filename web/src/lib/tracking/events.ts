/**
 * Tracking events as the server accepts them (POST /api/events): the body's schema, and what of it
 * is stored (lib/db tracking_events: event id, path, the small flat params record; nothing personal).
 */
import { z } from 'zod';
import { TRACKING_EVENTS } from '@/domain/tracking';
import type { TrackingEvent } from '@/lib/db/tracking-events';

export const MAX_EVENT_BODY_BYTES = 4 * 1024;
/** Per client (lib/http/client-limit.ts): a busy shopper sends an event every few seconds, a flood hundreds. */
export const EVENT_LIMIT = { name: 'event', max: 120, windowMs: 10 * 60 * 1000 } as const;
export const MAX_EVENT_PATH_LENGTH = 500;
export const MAX_EVENT_PARAMS = 20;
const MAX_PARAM_KEY_LENGTH = 64;
const MAX_PARAM_VALUE_LENGTH = 200;

const EVENT_IDS = new Set<number>(Object.values(TRACKING_EVENTS));

export const EventBody = z
  .object({
    event_id: z
      .number()
      .int()
      .refine((id) => EVENT_IDS.has(id), { message: 'Unknown event' }),
    path: z.string().max(MAX_EVENT_PATH_LENGTH),
    params: z
      .record(
        z.string().min(1).max(MAX_PARAM_KEY_LENGTH),
        z.union([z.string().max(MAX_PARAM_VALUE_LENGTH), z.number().finite()]),
      )
      .refine((p) => Object.keys(p).length <= MAX_EVENT_PARAMS, { message: `At most ${MAX_EVENT_PARAMS} parameters` })
      .optional(),
  })
  .strict();
export type EventBody = z.infer<typeof EventBody>;

/**
 * The row to store. `params.car_id` (the phone-reveal and vehicle events carry it) is also kept as the
 * event's car, so per-car questions need no JSON query.
 */
export function trackingEventFrom(body: EventBody): TrackingEvent {
  const carId = body.params?.car_id;
  return {
    eventId: body.event_id,
    path: body.path,
    ...(typeof carId === 'string' && carId ? { carId } : {}),
    ...(body.params ? { params: body.params } : {}),
  };
}
