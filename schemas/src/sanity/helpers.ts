import { defineField, type SlugValidationContext } from 'sanity';

/** Lower-case host name with no scheme, port or path (what the proxy matches the Host header against). */
export const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export const PHONE = /^(\+?61|0)[0-9 ()-]{8,14}$/;

/** Path inside a dealer site: starts with '/', no scheme, no '//' (which a browser reads as another host). */
export const SITE_PATH = /^\/(?!\/)[^\s]*$/;

/** Slug unique among documents of the same type belonging to the same site. */
export async function isUniquePerSite(slug: string, context: SlugValidationContext): Promise<boolean> {
  const { document, getClient } = context;
  if (!document) return true;
  const client = getClient({ apiVersion: '2025-01-01' });
  const id = document._id.replace(/^drafts\./, '');
  const site = (document as { site?: { _ref?: string } }).site?._ref ?? null;
  const count = await client.fetch<number>(
    'count(*[_type == $type && slug.current == $slug && site._ref == $site && !(_id in [$id, $draft])])',
    { type: document._type, slug, site, id, draft: `drafts.${id}` },
  );
  return count === 0;
}

/** The owning dealer site of a per-site document. */
export const siteRefField = () =>
  defineField({
    name: 'site',
    type: 'reference',
    to: [{ type: 'site' }],
    validation: (rule) => rule.required().error('Every dealer document belongs to a site.'),
  });
