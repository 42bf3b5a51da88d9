/**
 * Who may turn on draft mode. With Sanity, the Presentation tool makes a short-lived secret in the
 * dataset for each preview and puts it in the link; @sanity/preview-url-secret checks it there (the
 * read needs SANITY_API_TOKEN). With the embedded source, the link carries PREVIEW_SECRET, compared in
 * constant time. Either way the link's `sanity-preview-pathname` says where to go, and only a path on
 * the same site is followed (sameSitePath: the library keeps `//host` paths, which browsers read as
 * another host).
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { urlSearchParamPreviewPathname, urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants';
import { env } from '@/env';
import { sameSitePath } from '@/lib/http/same-site-path';
import { createSanityClient, sanityConfigFromEnv } from './sanity';

export type PreviewAccess =
  | { kind: 'allowed'; redirectTo: string }
  | { kind: 'refused' }
  /** Nothing to check the secret against: draft mode is off on this server. */
  | { kind: 'unavailable'; reason: string };

// Hashing both sides first gives equal lengths for timingSafeEqual without revealing the secret's length.
const digest = (text: string) => createHash('sha256').update(text).digest();

export function matchesLocalSecret(candidate: string | null, secret: string): boolean {
  return candidate !== null && timingSafeEqual(digest(candidate), digest(secret));
}

export async function checkPreviewUrl(requestUrl: string): Promise<PreviewAccess> {
  const url = new URL(requestUrl);
  const target = (redirectTo: string | null | undefined): PreviewAccess => ({ kind: 'allowed', redirectTo: sameSitePath(redirectTo, '/') });
  const sanity = sanityConfigFromEnv('drafts');
  if (sanity) {
    if (!sanity.token) return { kind: 'unavailable', reason: 'Draft mode needs SANITY_API_TOKEN (a token that can read drafts).' };
    const { isValid, redirectTo } = await validatePreviewUrl(createSanityClient(sanity), requestUrl);
    return isValid ? target(redirectTo) : { kind: 'refused' };
  }
  if (!env.PREVIEW_SECRET) return { kind: 'unavailable', reason: 'Draft mode is off: set PREVIEW_SECRET (or use Sanity).' };
  return matchesLocalSecret(url.searchParams.get(urlSearchParamPreviewSecret), env.PREVIEW_SECRET)
    ? target(url.searchParams.get(urlSearchParamPreviewPathname))
    : { kind: 'refused' };
}
