/**
 * Which cache tags a Sanity change invalidates. The webhook's projection (see studio/README.md) is
 * `{_type, "site": coalesce(site->slug.current, select(_type == "site" => slug.current))}`.
 */
import { z } from 'zod';
import { siteTag } from './repository';

export const WebhookBody = z.object({
  _type: z.string().min(1).max(100),
  site: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .nullish(),
});
export type WebhookBody = z.infer<typeof WebhookBody>;

/** Brand content (models, manufacturers, images) is shared, so it refreshes every site. */
const SHARED_TYPES = new Set(['manufacturer', 'model', 'sanity.imageAsset']);

export function tagsToRevalidate(body: WebhookBody): string[] {
  if (SHARED_TYPES.has(body._type) || !body.site) return ['content'];
  const tags = [siteTag(body.site)];
  // A site's slug or domains may have changed: the host map and the index read all sites.
  if (body._type === 'site') tags.push('sites');
  return tags;
}
