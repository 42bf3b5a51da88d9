/**
 * Where a dealer site is previewed. By default its own address (the canonical URL, else its first
 * domain over https), so each document previews on its own dealer's domain. SANITY_STUDIO_PREVIEW_ORIGIN
 * (e.g. `http://{slug}.localhost:3000` for `npm start`) replaces that for every site: `{slug}` becomes
 * the site's slug.
 */
export interface SiteAddress {
  slug?: string | null;
  url?: string | null;
  domain?: string | null;
}

export function siteOrigin(site: SiteAddress, template: string | undefined): string | undefined {
  if (template && site.slug) return originOf(template.replaceAll('{slug}', site.slug));
  if (site.url) return originOf(site.url);
  if (site.domain) return originOf(`https://${site.domain}`);
  return undefined;
}

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
