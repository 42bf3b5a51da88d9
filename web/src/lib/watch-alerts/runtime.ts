/**
 * The watch alerts wired to the process's database, stock search, content, SMS module and auth
 * secret (server only): what the stock revalidation route and the delivery worker call.
 */
import 'server-only';
import { authSecret } from '@/lib/auth/secret';
import { content, type Site } from '@/lib/content';
import { db } from '@/lib/db';
import { watchedSites } from '@/lib/db/watched-car-prices';
import { describeError } from '@/lib/leads/delivery/errors';
import type { AlertsRuntime } from '@/lib/leads/delivery/worker';
import { nudgeDelivery } from '@/lib/leads/delivery/worker';
import { findVehicleBy, searchEngine } from '@/lib/search';
import { sendSms } from '@/lib/sms';
import { checkWatchedCars, type CheckResult } from './check';

/** Checks one site's watched cars against its stock now. */
export async function checkSite(site: Site, now = new Date()): Promise<CheckResult> {
  const [database, engine] = await Promise.all([db(), searchEngine()]);
  return checkWatchedCars({
    db: database,
    site,
    findCar: (id) => findVehicleBy(engine, site, 'id', id),
    secret: authSecret(),
    now,
  });
}

/**
 * After a stock import's revalidation call: check the site, and ask the worker to send what was
 * queued now rather than at its next poll. Never throws: a failure is logged (the worker's periodic
 * check catches up).
 */
export async function checkSiteAfterImport(site: Site): Promise<void> {
  try {
    const result = await checkSite(site);
    if (result.queued > 0) nudgeDelivery();
  } catch (error) {
    console.error(`[watch-alerts] checking ${site.slug}'s watched cars after its import failed: ${describeError(error)}`);
  }
}

/** Every site with watched cars, one after another; one site's failure does not stop the rest. */
async function checkAllSites(now: Date): Promise<void> {
  const database = await db();
  for (const slug of await watchedSites(database)) {
    try {
      const site = await content.site(slug);
      if (site) await checkSite(site, now);
    } catch (error) {
      console.error(`[watch-alerts] checking ${slug}'s watched cars failed: ${describeError(error)}`);
    }
  }
}

export async function loadAlertsRuntime(): Promise<AlertsRuntime> {
  return { db: await db(), send: sendSms, checkAllSites };
}
