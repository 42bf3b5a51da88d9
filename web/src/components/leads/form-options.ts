/**
 * The FormOptions of a site's forms, on the server (content pages pass them to the client form).
 * The route handler must build the very same options or the browser would show choices the server
 * refuses: terms and comments flags, the site's visible sales locations, its dealerships.
 */
import 'server-only';
import type { FormOptions } from '@forecourt/schemas/leads';
import { filterLocations } from '@/domain/locations';
import type { Location, Site } from '@/lib/content';

export function siteFormOptions(site: Site, locations: readonly Location[]): FormOptions {
  return {
    termsRequired: site.features.terms_required,
    commentsRequired: !site.features.contact_comments_optional,
    locations: filterLocations(locations.filter((l) => l.visible), 'sales').map((l) => ({ id: l.location_id, name: l.name })),
    dealerships: site.dealerships.map((d) => ({ slug: d.slug, name: d.name })),
  };
}
