/**
 * The browser's FavouriteEntry (components/search/results/favourites.ts; spec §3 "Favourite entry
 * (id, name, slug, make, model, primary_image_url)") as the favourites API accepts it: bounded text,
 * a car id of the form the site's stock uses, and an image address only if it is http(s) or a path on
 * the site (anything else is dropped, not refused: the rest of the entry is still worth keeping).
 */
import { z } from 'zod';
import type { StoredFavourite } from '@/lib/db/favourites';

export const FAVOURITES_MAX = 50;
export const FAVOURITES_INVALID = 'The favourites list is not valid.';

const CAR_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

function imageAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 1024) return undefined;
  if (/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const text = (max: number) => z.string().max(max);

export const FavouriteEntrySchema = z
  .object({
    id: z.string().regex(CAR_ID),
    name: text(300),
    slug: text(300),
    make: text(100),
    model: text(200),
    primary_image_url: z.unknown().optional(),
  })
  .transform((entry): StoredFavourite => {
    const image = imageAddress(entry.primary_image_url);
    return {
      id: entry.id,
      name: entry.name,
      slug: entry.slug,
      make: entry.make,
      model: entry.model,
      ...(image ? { primary_image_url: image } : {}),
    };
  });

export const FavouritesBody = z.strictObject({ entries: z.array(FavouriteEntrySchema).max(FAVOURITES_MAX) });

/** Fifty entries of realistic size are ~15 KB; the field limits cap the worst case near this. */
export const FAVOURITES_BODY_LIMIT = 96 * 1024;
