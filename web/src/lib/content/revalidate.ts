/**
 * Which cache tags a Sanity change invalidates. The webhook's projection (see studio/README.md) is
 * `{_type, "site": coalesce(site->slug.current, select(_type == "site" => slug.current))}`.
 */
import { schemaTypes, SITE_DOCUMENT_TYPES } from '@forecourt/schemas/sanity';
import { z } from 'zod';
import { siteTag } from './repository';

export const WebhookBody = z.object({
  _type: z.string().min(1).max(100),
  site: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .nullish(),
});
export type WebhookBody = z.infer<typeof WebhookBody>;

/** Brand content (models, manufacturers, images) is shared, so it refreshes every site. */
const SHARED_TYPES: ReadonlySet<string> = new Set(['manufacturer', 'model', 'sanity.imageAsset']);
const SITE_TYPES: ReadonlySet<string> = new Set(SITE_DOCUMENT_TYPES);

/**
 * The document types the web app reads: the schemas' documents, plus the image assets they point to.
 * A change to anything else (another app's types in the same dataset, a type the schemas dropped)
 * shows on no page, so it revalidates nothing rather than every dealer.
 */
export const KNOWN_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  ...schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
  'sanity.imageAsset',
]);

/** The tags to expire; empty when the change shows on no page (an unknown type). */
export function tagsToRevalidate(body: WebhookBody): string[] {
  if (!KNOWN_DOCUMENT_TYPES.has(body._type)) return [];
  if (SHARED_TYPES.has(body._type)) return ['content'];
  // The platform's one finance document: only the reads of it carry this tag.
  if (body._type === 'financeSettings') return ['finance-settings'];
  // A site's slug or domains may have changed: the host map and the index read all sites.
  if (body._type === 'site' && body.site) return [siteTag(body.site), 'sites'];
  if (SITE_TYPES.has(body._type) && body.site) return [siteTag(body.site)];
  // A dealer's document whose site is unknown (its reference was just removed, so the projection
  // cannot name the site that showed it), or a document type the schemas gained without a rule
  // here: every site, since any one of them may show it stale.
  return ['content'];
}
