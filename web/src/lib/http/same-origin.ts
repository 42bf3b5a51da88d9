/**
 * Same-origin check for posts from the site's own pages (cross-site request forgery): another website
 * must not be able to make its visitors' browsers submit leads, phone reveals or tracking events to a
 * dealer. Browsers send `Origin` on every POST
 * (and `Referer` unless a policy strips it), and scripts on another site cannot forge either.
 *
 * - `Sec-Fetch-Site: cross-site` → refused.
 * - `Origin` present → its host must be the request's Host (the host the proxy mapped to the site).
 *   `Origin: null` (sandboxed frames, cross-origin redirects) is refused.
 * - no `Origin`, `Referer` present → the same rule on the Referer's host.
 * - neither: form-encoded posts are allowed (very old browsers posting the no-JS form send
 *   neither; a browser-driven forgery would carry them), JSON posts are refused — every browser
 *   that runs our fetch code sends Origin, so a header-less JSON post is a script, not a shopper.
 */
import type { BodyFormat } from './body-format';

export type OriginVerdict = 'same-origin' | 'cross-site';

function hostOf(value: string): string | undefined {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return undefined;
  }
}

export function originCheck(
  headers: Headers,
  requestHost: string,
  format: BodyFormat | undefined,
): OriginVerdict {
  const host = requestHost.toLowerCase();
  if (headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return 'cross-site';
  const origin = headers.get('origin');
  if (origin !== null) return hostOf(origin) === host ? 'same-origin' : 'cross-site';
  const referer = headers.get('referer');
  if (referer !== null) return hostOf(referer) === host ? 'same-origin' : 'cross-site';
  return format === 'form' ? 'same-origin' : 'cross-site';
}
