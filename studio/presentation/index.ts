/**
 * The Presentation tool: each dealer site in a frame on its own address, in draft mode. The frame's
 * first page is the first site's home page; it may navigate to any dealer site's origin (read from the
 * site documents), and nowhere else. Draft mode is switched on by the site's
 * /api/draft-mode/enable, which checks the secret this tool makes (web lib/content/preview-access.ts).
 */
import type { SanityClient } from 'sanity';
import { presentationTool, type PreviewUrlResolverOptions } from 'sanity/presentation';
import { API_VERSION, env } from '../env';
import { locationResolvers } from './locations';
import { siteOrigin } from './site-origin';

const SITES_QUERY = `*[_type == "site" && !(_id in path("drafts.**"))] | order(name asc) { "slug": slug.current, url, "domain": domains[0] }`;

async function siteOrigins(client: SanityClient): Promise<string[]> {
  const sites = await client.withConfig({ apiVersion: API_VERSION }).fetch<{ slug?: string; url?: string; domain?: string }[]>(SITES_QUERY);
  return [...new Set(sites.map((site) => siteOrigin(site, env.SANITY_STUDIO_PREVIEW_ORIGIN)).filter((o): o is string => Boolean(o)))];
}

const previewUrl: PreviewUrlResolverOptions = {
  initial: async ({ client }) => (await siteOrigins(client))[0] ?? 'http://localhost:3000',
  previewMode: { enable: '/api/draft-mode/enable' },
};

export const presentation = presentationTool({
  title: 'Preview',
  resolve: { locations: locationResolvers(env.SANITY_STUDIO_PREVIEW_ORIGIN) },
  allowOrigins: async ({ client }) => siteOrigins(client),
  previewUrl,
});
