/**
 * The view counter call (spec §7 GET /cars/{slug}/view.json: query photos_count, updated_at,
 * website_id; reads views; non-OK gives nothing). The page asks once per page load per car: a
 * remount (React Strict Mode, a client navigation back to the car) reuses the first answer.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { wholeNumber } from '@/domain/whole-number';

export type ViewCountVehicle = Pick<Vehicle, 'slug' | 'photos_count' | 'updated_at'>;

/** Same-origin path: the host decides the site, so the car's site needs no mention beyond website_id. */
export function viewJsonUrl(vehicle: ViewCountVehicle, websiteId?: string): string {
  const query = new URLSearchParams({
    photos_count: String(vehicle.photos_count),
    updated_at: vehicle.updated_at,
  });
  if (websiteId) query.set('website_id', websiteId);
  return `/cars/${encodeURIComponent(vehicle.slug)}/view.json?${query.toString()}`;
}

/** The count, or undefined for anything but an OK answer with a whole non-negative `views`. */
export async function fetchViewCount(
  url: string,
  fetcher: typeof fetch = fetch,
): Promise<number | undefined> {
  try {
    const response = await fetcher(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { views?: unknown };
    return typeof body?.views === 'number' && Number.isInteger(body.views) && body.views >= 0
      ? body.views
      : undefined;
  } catch {
    return undefined;
  }
}

const asked = new Map<string, Promise<number | undefined>>();

/** fetchViewCount at most once per car (by slug) for the life of the page. */
export function viewCountOnce(
  vehicle: ViewCountVehicle,
  websiteId?: string,
  fetcher?: typeof fetch,
): Promise<number | undefined> {
  let answer = asked.get(vehicle.slug);
  if (!answer) {
    answer = fetchViewCount(viewJsonUrl(vehicle, websiteId), fetcher);
    asked.set(vehicle.slug, answer);
  }
  return answer;
}

/** For tests. */
export function resetViewCountsForTests(): void {
  asked.clear();
}

/** 'Viewed 1 time', 'Viewed 1,234 times' (without Intl: domain/whole-number.ts says why). */
export function viewedLabel(views: number): string {
  return `Viewed ${wholeNumber(Math.max(0, Math.trunc(views)))} ${views === 1 ? 'time' : 'times'}`;
}
