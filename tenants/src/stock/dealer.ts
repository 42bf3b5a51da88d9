/**
 * What the generator needs to know about a dealer: the site (slug, template, dealerships) and its
 * locations. `dealerFromDataset` reads it from the Sanity NDJSON content (tenants/content).
 */
import { AU_STATES, type AuState } from '@forecourt/schemas/vehicle';
import { readDataset, type SanityDocument } from '../content';

export interface DealerDealership {
  dealership_id: string;
  slug: string;
  name: string;
}

export interface DealerLocation {
  location_id: string;
  name: string;
  slug: string;
  /** sales, service, parts, car-buying, other, or empty (empty counts as sales). */
  location_type?: string | null;
  visible: boolean;
  dealership_id: string;
  dealership_slug: string;
  city: string;
  state: AuState;
  phone?: string;
}

export interface DealerInput {
  site: {
    slug: string;
    name?: string;
    template: string;
    dealerships: DealerDealership[];
  };
  locations: DealerLocation[];
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function obj(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function slugOf(value: unknown): string | undefined {
  return str(value) ?? str(obj(value).current);
}

function asState(value: unknown): AuState {
  const s = str(value)?.toUpperCase();
  return (AU_STATES as readonly string[]).includes(s ?? '') ? (s as AuState) : 'NSW';
}

export function siteSlugs(docs: readonly SanityDocument[]): string[] {
  return docs
    .filter((d) => d._type === 'site')
    .map((d) => slugOf(d.slug))
    .filter((s): s is string => !!s)
    .sort();
}

export function dealerFromDataset(docs: readonly SanityDocument[], slug: string): DealerInput {
  const site = docs.find((d) => d._type === 'site' && slugOf(d.slug) === slug);
  if (!site) throw new Error(`no site document with slug "${slug}"`);
  const dealerships = (Array.isArray(site.dealerships) ? site.dealerships : []).map((raw) => {
    const d = obj(raw);
    return {
      dealership_id: str(d.dealership_id) ?? str(d.id) ?? '',
      slug: slugOf(d.slug) ?? '',
      name: str(d.name) ?? '',
    };
  });
  const locations = docs
    .filter((d) => d._type === 'location' && (str(obj(d.site)._ref) === site._id || str(d.site_slug) === slug))
    .map((d): DealerLocation => {
      const address = obj(d.address);
      const contact = obj(d.contact_detail);
      return {
        location_id: str(d.location_id) ?? d._id,
        name: str(d.name) ?? '',
        slug: slugOf(d.slug) ?? d._id,
        location_type: str(d.location_type) ?? null,
        visible: d.visible !== false,
        dealership_id: str(d.dealership_id) ?? dealerships[0]?.dealership_id ?? '',
        dealership_slug: str(d.dealership_slug) ?? dealerships[0]?.slug ?? '',
        city: str(address.city) ?? '',
        state: asState(address.state),
        phone: str(contact.phone),
      };
    })
    .sort((a, b) => a.location_id.localeCompare(b.location_id));
  return {
    site: { slug, name: str(site.name), template: str(site.template) ?? 'used', dealerships },
    locations,
  };
}

/** Reads tenants/content and returns one dealer. */
export function loadDealer(slug: string, docs: readonly SanityDocument[] = readDataset()): DealerInput {
  return dealerFromDataset(docs, slug);
}
