/**
 * Where a finance application's lead goes: ONE e-mail — the site's finance contact (`finance_email`)
 * when it is a usable address, else the lead forms' address (the car's location, the site's lead
 * e-mail, the site's e-mail: lib/leads/intake/destinations.ts) — plus the site's CRM webhook, which
 * receives every lead. A site with neither still stores the application (the caller warns).
 */
import { z } from 'zod';
import type { Location, Site } from '@/lib/content/models';
import type { LeadDelivery } from '@/lib/db/leads';
import { leadDestinations, type EmailSource } from '@/lib/leads/intake/destinations';

export interface FinanceDestinations {
  deliveries: LeadDelivery[];
  emailSource?: EmailSource | 'finance-email';
}

const Email = z.email();

export function financeDestinations(
  site: Pick<Site, 'email' | 'lead_email' | 'crm_webhook_url' | 'finance_email'>,
  locations: readonly Location[],
  carLocationId: string | undefined,
): FinanceDestinations {
  const usual = leadDestinations(site, locations, carLocationId ? { carLocationId } : {});
  const finance = site.finance_email?.trim();
  if (!finance || !Email.safeParse(finance).success) return usual;
  return {
    deliveries: [{ channel: 'email', destination: finance }, ...usual.deliveries.filter((d) => d.channel !== 'email')],
    emailSource: 'finance-email',
  };
}
