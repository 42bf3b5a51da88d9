/**
 * The answer of a /media route (app/media/*): the image with its type and caching, under the media
 * policy (security-headers.ts MEDIA_CSP) and `nosniff`, so an SVG opened directly runs nothing. One
 * place for the headers every media route sends.
 */
import { MEDIA_CSP } from './security-headers';

/** For an image named by what it shows (its address changes when it does): kept for a year. */
export const MEDIA_IMMUTABLE = 'public, max-age=31536000, immutable';

export function mediaResponse(
  body: BodyInit,
  { type, cacheControl = MEDIA_IMMUTABLE }: { type: string; cacheControl?: string },
): Response {
  return new Response(body, {
    headers: {
      'content-type': type,
      'cache-control': cacheControl,
      'content-security-policy': MEDIA_CSP,
      'x-content-type-options': 'nosniff',
    },
  });
}
