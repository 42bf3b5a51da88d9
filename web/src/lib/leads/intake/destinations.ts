/**
 * Where a lead is delivered (its outbox rows): ONE e-mail address — the location the shopper chose,
 * else the car's location, else the site's lead e-mail, else the site's e-mail — plus the site's CRM
 * webhook when set. Addresses come from content, so each is checked before use; a site with none at
 * all still stores the lead (the caller warns), because a stored lead can be delivered later and a
 * refused one is lost.
 */
import { z } from 'zod';
import type { LeadDelivery } from '@/lib/db/leads';
import type { Location, Site } from '@/lib/content/models';

export type EmailSource = 'chosen-location' | 'car-location' | 'lead-email' | 'site-email';

export interface LeadDestinations {
  deliveries: LeadDelivery[];
  /** Which setting gave the e-mail address; undefined when none did. */
  emailSource?: EmailSource;
}

const Email = z.email();
const WebhookUrl = z.url({ protocol: /^https?$/ });

const usableEmail = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed && Email.safeParse(trimmed).success ? trimmed : undefined;
};

export function leadDestinations(
  site: Pick<Site, 'email' | 'lead_email' | 'crm_webhook_url'>,
  locations: readonly Location[],
  { locationId, carLocationId }: { locationId?: string; carLocationId?: string },
): LeadDestinations {
  const locationEmail = (id: string | undefined) =>
    id === undefined
      ? undefined
      : usableEmail(locations.find((l) => l.location_id === id)?.contact_detail.email);
  const candidates: [EmailSource, string | undefined][] = [
    ['chosen-location', locationEmail(locationId)],
    ['car-location', locationEmail(carLocationId)],
    ['lead-email', usableEmail(site.lead_email)],
    ['site-email', usableEmail(site.email)],
  ];
  const found = candidates.find(([, address]) => address !== undefined);
  const deliveries: LeadDelivery[] = [];
  if (found?.[1]) deliveries.push({ channel: 'email', destination: found[1] });
  const webhook = site.crm_webhook_url?.trim();
  if (webhook && WebhookUrl.safeParse(webhook).success)
    deliveries.push({ channel: 'webhook', destination: webhook });
  return { deliveries, ...(found ? { emailSource: found[0] } : {}) };
}
