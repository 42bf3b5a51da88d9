/**
 * The query a page sends with GET /cars/{slug}/view.json (spec §7: photos_count, updated_at,
 * website_id). They describe the page's copy of the car and are never trusted: the site comes from
 * the host and the car from the site's own stock, so these are only validated (each malformed value
 * is dropped on its own) and otherwise unused.
 */
import { z } from 'zod';

const PhotosCount = z.coerce.number().int().min(0).max(10_000);
const Text = (max: number) => z.string().trim().min(1).max(max);
const UpdatedAt = Text(64);
const WebsiteId = Text(128);

export interface ViewQuery {
  photos_count?: number;
  updated_at?: string;
  website_id?: string;
}

function valid<T>(schema: z.ZodType<T>, raw: string | null): T | undefined {
  if (raw === null) return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export function readViewQuery(params: URLSearchParams): ViewQuery {
  const out: ViewQuery = {};
  const photos = valid(PhotosCount, params.get('photos_count'));
  const updated = valid(UpdatedAt, params.get('updated_at'));
  const website = valid(WebsiteId, params.get('website_id'));
  if (photos !== undefined) out.photos_count = photos;
  if (updated !== undefined) out.updated_at = updated;
  if (website !== undefined) out.website_id = website;
  return out;
}
