/**
 * Tracking events as the server accepts them (POST /api/events): the body's schema and, until the
 * database lands (a later issue), an in-memory counter per site and event id. Nothing personal is
 * kept: only counts.
 */
import { z } from 'zod';
import { TRACKING_EVENTS } from '@/domain/tracking';

export const MAX_EVENT_BODY_BYTES = 4 * 1024;
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

/** site slug -> event id -> count. In memory until the events table exists. */
const counts = new Map<string, Map<number, number>>();

export function eventCounts(site: string): ReadonlyMap<number, number> {
  return counts.get(site) ?? new Map<number, number>();
}

/** For tests. */
export function resetEventCounts(): void {
  counts.clear();
}

export function countEvent(site: string, eventId: number): void {
  let perSite = counts.get(site);
  if (!perSite) counts.set(site, (perSite = new Map<number, number>()));
  perSite.set(eventId, (perSite.get(eventId) ?? 0) + 1);
}

