/**
 * Host header -> dealer site. Pure: the proxy and route handlers pass the header and the site list.
 *
 * A site is served on each of its `domains` and on `<slug>.localhost` for local use. Anything else —
 * including a dealer's name inside someone else's domain (`harbour-toyota.localhost.evil.com`) — is
 * unknown and gets a 404, never another dealer's site.
 */

export interface SiteHosts {
  slug: string;
  domains: readonly string[];
}

export type HostMatch =
  | { kind: 'site'; slug: string; host: string }
  | { kind: 'platform'; host: string }
  | { kind: 'unknown'; host: string | null };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Lower-cases the host and drops the port and one trailing dot. Returns null for anything that is not
 * a syntactically valid host name or IP literal (empty, spaces, userinfo, paths, over-long).
 */
export function normaliseHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim().toLowerCase();
  if (value.length === 0 || value.length > 260) return null;

  // Bracketed IPv6 literal, optional port.
  const v6 = /^(\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/.exec(value);
  if (v6) return v6[1] ?? null;

  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match?.[1]) return null;
  const host = match[1].endsWith('.') ? match[1].slice(0, -1) : match[1];
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  return labels.every((label) => LABEL.test(label)) ? host : null;
}

export function isIpAddress(host: string): boolean {
  return host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

/** A host only this machine reaches: `localhost`, `<name>.localhost` or a loopback address. */
export function isLocalHost(raw: string | null | undefined): boolean {
  const host = normaliseHost(raw);
  if (!host) return false;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Builds a lookup once per site list: every domain and `<slug>.localhost`, lower-cased. */
export function buildHostMap(sites: readonly SiteHosts[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const site of sites) {
    for (const domain of [...site.domains, `${site.slug}.localhost`]) {
      const host = normaliseHost(domain);
      if (!host) continue;
      const owner = map.get(host);
      // Two sites claiming one host is a content error; the first keeps it rather than flapping.
      if (owner && owner !== site.slug) continue;
      map.set(host, site.slug);
    }
  }
  return map;
}

export function resolveHost(
  rawHost: string | null | undefined,
  hostMap: ReadonlyMap<string, string>,
  platformHosts: readonly string[],
): HostMatch {
  const host = normaliseHost(rawHost);
  if (!host) return { kind: 'unknown', host: null };
  const slug = hostMap.get(host);
  if (slug) return { kind: 'site', slug, host };
  if (platformHosts.includes(host)) return { kind: 'platform', host };
  return { kind: 'unknown', host };
}
