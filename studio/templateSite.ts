/** What a per-site template needs to know about its site: the template it was built with, and its name. */
import { TEMPLATES, type Template } from '@forecourt/schemas/sanity';
import type { InitialValueResolverContext } from 'sanity';
import { API_VERSION } from './env';

export interface TemplateSite {
  template?: Template;
  name?: string;
}

const templates: ReadonlySet<string> = new Set(TEMPLATES);

/*
 * The desk passes the site's published id, but a dealer is usually set up before the site is first
 * published: the draft, when there is one, is what the editor sees, so it comes first (hence the raw
 * perspective, which sees drafts whatever the API version's default).
 */
const SITE_QUERY = `coalesce(*[_id == $draft][0], *[_id == $id][0]){ template, name }`;

export async function templateSite(siteId: string, context: Pick<InitialValueResolverContext, 'getClient'>): Promise<TemplateSite> {
  const found = await context
    .getClient({ apiVersion: API_VERSION })
    .withConfig({ perspective: 'raw' })
    .fetch<{ template?: string | null; name?: string | null } | null>(SITE_QUERY, { id: siteId, draft: `drafts.${siteId}` });
  const template = found?.template && templates.has(found.template) ? (found.template as Template) : undefined;
  return { template, name: found?.name ?? undefined };
}
