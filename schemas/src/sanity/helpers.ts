import { defineField, type SlugValidationContext, type ValidationContext } from 'sanity';
import { LINK_DOCUMENT_WORDS, barePath, linkTarget, modelPagePath } from '../routes/link-target';
import { locationGroupSlug } from '../routes/location-group';

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

/**
 * A menu link's path must answer on its site (routes/link-target.ts): a fixed route, or a published
 * document of the same site (content page, location, blog post) with that address. Drafts do not
 * count: the live site would answer 404 until they are published.
 */
export async function sitePathAnswers(path: string | undefined, context: Pick<ValidationContext, 'document' | 'getClient'>): Promise<true | string> {
  if (!path || !SITE_PATH.test(path)) return true; // the pattern rule says what is wrong
  const target = linkTarget(path);
  if (target.kind === 'route') return true;
  if (target.kind === 'refused') return target.reason;
  const site = (context.document as { site?: { _ref?: string } } | undefined)?.site?._ref;
  if (!site) return true; // the site field's own rule asks for it first
  const client = context.getClient({ apiVersion: '2025-01-01' });
  const published = '!(_id in path("drafts.**")) && site._ref == $site';
  const found =
    target.type === 'locationGroup'
      ? (await client.fetch<(string | null)[]>(`*[_type == "location" && ${published}].name`, { site })).some((name) => !!name && locationGroupSlug(name) === target.slug)
      : (await client.fetch<number>(`count(*[_type == $type && ${published} && slug.current == $slug])`, { type: target.type, site, slug: target.slug })) > 0 ||
        (target.type === 'page' && (await isFranchiseModelPage(client, site, target.slug)));
  return found ? true : `No published ${LINK_DOCUMENT_WORDS[target.type]} has the address ${barePath(path)}: publish it first, or link to a page that exists.`;
}

/** Whether a catch-all path is one of the site's franchise models' pages (what the site shows where no content page is). */
async function isFranchiseModelPage(client: { fetch: <T>(query: string, params: Record<string, unknown>) => Promise<T> }, site: string, path: string): Promise<boolean> {
  const model = modelPagePath(path);
  if (!model) return false;
  const query = 'count(*[_type == "model" && !(_id in path("drafts.**")) && slug.current == $slug && defined(manufacturer._ref) && manufacturer._ref == *[_id == $site][0].manufacturer._ref])';
  return (await client.fetch<number>(query, { slug: model.slug, site })) > 0;
}

/**
 * An offer's manufacturer or model must be a published document of that type, and a model must be
 * the offer's manufacturer's own (a Corolla offer under Mazda would show on the wrong brand's pages).
 */
export async function referencedDocumentProblem(
  ref: { _ref?: string } | undefined,
  type: 'manufacturer' | 'model',
  context: Pick<ValidationContext, 'parent' | 'getClient'>,
): Promise<true | string> {
  if (!ref?._ref) return true;
  const client = context.getClient({ apiVersion: '2025-01-01' });
  const found = await client.fetch<{ manufacturer?: string } | null>('*[_type == $type && _id == $id][0]{ "manufacturer": manufacturer._ref }', { type, id: ref._ref });
  if (!found) return `That ${type} does not exist (or is not published): choose one from the list.`;
  const make = (context.parent as { manufacturer?: { _ref?: string } } | undefined)?.manufacturer?._ref;
  if (type === 'model' && make && found.manufacturer !== make) return "That model is not one of the offer's manufacturer's models.";
  return true;
}
