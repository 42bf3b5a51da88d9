/**
 * What the import needs to know about a site: its dealerships and their locations, read from the
 * content documents (`readDataset()` of @forecourt/tenants — plain Node, no 'server-only').
 */
import type { AuState } from '@forecourt/schemas/vehicle';
import type { SanityDocument } from '@forecourt/tenants';
import { auState } from '../../../domain/regulators';
import { siteSlugs } from '@forecourt/tenants/stock';

export interface ImportDealership {
  dealership_id: string;
  slug: string;
  name: string;
}

export interface ImportLocation {
  location_id: string;
  name: string;
  slug: string;
  dealership_id: string;
  /** sales, service, parts, … ; empty counts as sales. */
  location_type: string;
  primary: boolean;
  visible: boolean;
  city: string;
  state: AuState | undefined;
  phone: string | undefined;
}

export interface ImportSite {
  slug: string;
  name: string;
  dealerships: ImportDealership[];
  locations: ImportLocation[];
}

export class SiteError extends Error {
  override name = 'SiteError';
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const slugOf = (value: unknown): string | undefined => str(value) ?? str(obj(value).current);


export function loadImportSite(docs: readonly SanityDocument[], slug: string): ImportSite {
  const site = docs.find((d) => d._type === 'site' && slugOf(d.slug) === slug);
  if (!site) {
    const known = siteSlugs(docs);
    throw new SiteError(`unknown site ${JSON.stringify(slug)}${known.length > 0 ? ` (sites: ${known.join(', ')})` : ''}`);
  }
  const dealerships = (Array.isArray(site.dealerships) ? site.dealerships : [])
    .map((raw): ImportDealership => {
      const d = obj(raw);
      return { dealership_id: str(d.dealership_id) ?? str(d.id) ?? '', slug: slugOf(d.slug) ?? '', name: str(d.name) ?? '' };
    })
    .filter((d) => d.dealership_id.length > 0);
  if (dealerships.length === 0) throw new SiteError(`site ${JSON.stringify(slug)} has no dealerships`);
  const locations = docs
    .filter((d) => d._type === 'location' && (str(obj(d.site)._ref) === site._id || str(d.site_slug) === slug))
    .map((d): ImportLocation => {
      const address = obj(d.address);
      const contact = obj(d.contact_detail);
      return {
        location_id: str(d.location_id) ?? d._id,
        name: str(d.name) ?? '',
        slug: slugOf(d.slug) ?? d._id,
        dealership_id: str(d.dealership_id) ?? dealerships[0]!.dealership_id,
        location_type: str(d.location_type) ?? '',
        primary: d.primary === true,
        visible: d.visible !== false,
        city: str(address.city) ?? '',
        state: auState(str(address.state)),
        phone: str(contact.phone),
      };
    });
  return { slug, name: str(site.name) ?? slug, dealerships, locations };
}

const isSales = (l: ImportLocation) => l.location_type === '' || l.location_type === 'sales';

/**
 * Where a dealership's stock is shown by default: its primary visible sales location, else its first
 * visible sales location, else any of its locations (content order). Undefined when it has none.
 */
export function defaultLocation(site: ImportSite, dealershipId: string): ImportLocation | undefined {
  const own = site.locations.filter((l) => l.dealership_id === dealershipId);
  const sales = own.filter((l) => l.visible && isSales(l));
  return sales.find((l) => l.primary) ?? sales[0] ?? own.find((l) => l.visible) ?? own[0];
}
