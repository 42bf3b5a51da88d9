/**
 * The vendor of a lead — the dealership location it is for, named in the ADF `<vendor>` and the
 * e-mail subject. The location the shopper chose wins, else the car's location, else the site's
 * primary sales location. Read from the content repository, injected so tests need no singleton.
 */
import { effectiveLocationType } from '@/domain/locations';
import { siteOrigin } from '@/lib/seo/sitemap';
import type { Location, Site } from '@/lib/content/models';
import type { DeliveryLead } from './lead';

export interface Vendor {
  /** The dealer site's name (the e-mail subject ends with it). */
  siteName: string;
  /** The dealership's name, else the location's. */
  name: string;
  /** The location's name. */
  locationName?: string;
  phone?: string;
  email?: string;
  address?: { street: string; city: string; state: string; postcode: string };
  /** IANA time zone of the location: the ADF request date is given in the dealer's local time. */
  timeZone?: string;
  /** The site's public address (`https://www.dealer.com.au`), for links in e-mails to the shopper. */
  origin?: string;
}

/**
 * The site's public address for e-mails (no request to take a host from): sitemap's siteOrigin with
 * the site's first domain over https as the fallback; undefined when the site has neither.
 */
export function publicOrigin(site: Pick<Site, 'url' | 'domains'>): string | undefined {
  const domain = site.domains[0];
  return site.url || domain ? siteOrigin(site.url, domain ?? null, 'https') : undefined;
}

/**
 * Where links in messages (watch alert texts, reservation e-mails) point: the public address, or for
 * a local sample site with neither url nor domains, `<slug>.localhost` on this server's port.
 */
export function linkOrigin(site: Pick<Site, 'url' | 'domains' | 'slug'>): string {
  return publicOrigin(site) ?? `http://${site.slug}.localhost:${process.env.PORT ?? '3000'}`;
}

export type VendorLookup = (lead: DeliveryLead) => Promise<Vendor>;

/** What the lookup needs of the content repository (`content` from '@/lib/content'). */
export interface VendorContent {
  site(slug: string): Promise<Site | undefined>;
  locations(site: Site): Promise<Location[]>;
}

/** A vendor named after the site slug alone: used when the content cannot say more. */
export function fallbackVendor(lead: Pick<DeliveryLead, 'site'>): Vendor {
  return { siteName: lead.site, name: lead.site };
}

const matches = (location: Location, id: string | undefined) =>
  id !== undefined && (location.location_id === id || location._id === id || location.slug === id);

export function chooseLocation(lead: Pick<DeliveryLead, 'locationId' | 'car'>, locations: readonly Location[]): Location | undefined {
  const sales = locations.filter((l) => effectiveLocationType(l) === 'sales');
  return (
    locations.find((l) => matches(l, lead.locationId)) ??
    locations.find((l) => matches(l, lead.car?.location_id)) ??
    sales.find((l) => l.primary && l.visible) ??
    sales.find((l) => l.visible) ??
    locations.find((l) => l.primary) ??
    locations[0]
  );
}

export function vendorFor(site: Site, location: Location | undefined): Vendor {
  const origin = publicOrigin(site);
  const web = origin ? { origin } : {};
  if (!location) return { siteName: site.name, name: site.name, phone: site.phones.main, email: site.email, ...web };
  const dealership = site.dealerships.find((d) => d.slug === location.dealership_slug);
  const { street, city, state, postcode } = location.address;
  return {
    siteName: site.name,
    name: dealership?.name ?? location.name,
    locationName: location.name,
    phone: location.contact_detail.phone ?? location.contact_detail.landline_phone ?? site.phones.main,
    email: location.contact_detail.email,
    address: { street, city, state, postcode },
    timeZone: location.timezone,
    ...web,
  };
}

/**
 * The lookup over a content repository. A content failure (Sanity down, an unknown site) gives the
 * fallback vendor rather than an error: the dealer getting the lead now, with a thinner vendor
 * block, beats the lead waiting for the CMS.
 */
export function createVendorLookup(content: VendorContent, onError?: (error: unknown) => void): VendorLookup {
  return async (lead) => {
    try {
      const site = await content.site(lead.site);
      if (!site) return fallbackVendor(lead);
      return vendorFor(site, chooseLocation(lead, await content.locations(site)));
    } catch (error) {
      onError?.(error);
      return fallbackVendor(lead);
    }
  };
}
