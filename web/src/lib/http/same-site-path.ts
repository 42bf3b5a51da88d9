/**
 * Where a redirect may go: a path on the requesting site, never another site. Every Location the app
 * builds from client input (a Referer, a query parameter) goes through sameSitePath.
 *
 * Browsers read `//evil.com` as another host (scheme-relative), treat `\` as `/` (`/\evil.com`),
 * drop tabs and newlines inside URLs (`/\t/evil.com`), and some servers and proxies decode
 * `%2F` / `%5C` before they route (`/%2F%2Fevil.com`). So a candidate is accepted only when it is
 * printable ASCII (no spaces, controls or anything a header cannot carry), begins with exactly one
 * `/`, holds no backslash, still begins with one `/` once percent-decoded, and stays on the site
 * when a URL parser resolves it (dot segments included: `/..//evil.com`). Anything else answers the
 * fallback, which the caller writes itself.
 */
export const MAX_REDIRECT_PATH_LENGTH = 2048;

const BASE = 'http://same-site.invalid';

function oneLeadingSlash(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** The path part, percent-decoded until it stops changing; undefined when it cannot be decoded. */
function decodedPath(candidate: string): string | undefined {
  let path = candidate.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    if (next === path) return path;
    path = next;
  }
  return path;
}

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function sameSitePath(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string' || candidate.length > MAX_REDIRECT_PATH_LENGTH) return fallback;
  if (!/^[\x21-\x7e]+$/.test(candidate) || !oneLeadingSlash(candidate)) return fallback;
  const decoded = decodedPath(candidate);
  if (decoded === undefined || !oneLeadingSlash(decoded) || hasControl(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return oneLeadingSlash(resolved) && resolved.length <= MAX_REDIRECT_PATH_LENGTH ? resolved : fallback;
}

/**
 * The Referer as a URL when it is a page of `host` (the request's own Host), else undefined: where
 * a visitor came from, for a redirect back or a Back link. The caller still passes the path it
 * builds through sameSitePath.
 */
export function sameSiteReferer(headers: Pick<Headers, 'get'>, host: string | null | undefined): URL | undefined {
  const referer = headers.get('referer');
  if (!referer || !host) return undefined;
  try {
    const url = new URL(referer);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host.toLowerCase() === host.toLowerCase() ? url : undefined;
  } catch {
    return undefined;
  }
}
