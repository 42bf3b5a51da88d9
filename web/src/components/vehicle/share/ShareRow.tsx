/**
 * The vehicle page share row (spec §4): Facebook, Twitter/X (hidden by site setting), WhatsApp, email,
 * SMS and Copy link. Kept markup (ShareRowView, drawn by the server and kept by the browser): the
 * links, their addresses and icons are in the HTML once, and the RSC payload carries only the five
 * inputs they are built from; share-behaviour.ts adds the popups and the copying. The whole row is
 * left out when the site has no url (no canonical address to share).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Site } from '@/lib/content/models';
import { KeptShareRow } from './KeptShareRow';
import { shareCarName } from './share-links';

export interface ShareRowProps {
  vehicle: Pick<Vehicle, 'slug' | 'name' | 'year' | 'make' | 'model'> & Partial<Pick<Vehicle, 'badge'>>;
  site: Pick<Site, 'name'> & Partial<Pick<Site, 'url'>> & { features: Pick<Site['features'], 'hide_twitter_share'> };
  className?: string;
}

export function ShareRow({ vehicle, site, className }: ShareRowProps) {
  if (!site.url?.trim()) return null;
  const share = {
    siteUrl: site.url,
    siteName: site.name,
    slug: vehicle.slug,
    carName: shareCarName(vehicle),
    hideTwitter: site.features.hide_twitter_share,
  };
  return <KeptShareRow share={share} {...(className ? { className } : {})} />;
}
