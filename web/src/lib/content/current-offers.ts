/**
 * The offers a site shows today: not excluded for the site (the query), within their dates in the
 * dealer's own calendar (domain/offers isOfferActive). Pages that list offers are cached for minutes,
 * so an offer that ends at midnight is gone within the page cache's lifetime.
 */
import { isOfferActive } from '@/domain/offers';
import { localDateTime } from '@/domain/opening-hours';
import type { Location, Offer, Site } from './models';
import { content } from './index';

/** The dealer's calendar day: its primary location's time zone. */
export function siteToday(locations: readonly Pick<Location, 'primary' | 'timezone'>[], now: Date): string {
  const zone = (locations.find((l) => l.primary) ?? locations[0])?.timezone ?? 'Australia/Sydney';
  return localDateTime(now, zone).date;
}

export async function currentOffers(site: Site, limit = 100): Promise<Offer[]> {
  const [offers, locations] = await Promise.all([content.offers(site, limit), content.locations(site)]);
  const today = siteToday(locations, new Date());
  return offers.filter((o) => isOfferActive(o, today));
}

export async function currentOffer(site: Site, slug: string): Promise<Offer | undefined> {
  const [offer, locations] = await Promise.all([content.offer(site, slug), content.locations(site)]);
  return offer && isOfferActive(offer, siteToday(locations, new Date())) ? offer : undefined;
}
