/**
 * The embedded valuation's I/O: the stock of the site's dealer group, which the comparables model
 * (domain/trade-in-valuation.ts) and manual selection's lists (vehicle-options.ts) work over.
 *
 * The group is every site whose `dealership_group` is this site's (trimmed, any case), each with its
 * own dealerships' stock (domain/stock-filter.ts `dealershipScope`); a site with no group is a group
 * of one. Every status but 'deleted' counts — sold cars are the best evidence of what a car is worth,
 * and a sold car's price is what it sold for — and new cars do not: a new car's drive-away price says
 * little about a used one of the same model year.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { and, neq, noneOf, or, type Filter } from '@/domain/filter';
import { dealershipScope } from '@/domain/stock-filter';
import type { Site } from '@/lib/content/models';

/** What the content repository offers (lib/content), narrowed to what is needed here. */
export interface SiteDirectory {
  siteHosts(): Promise<readonly { slug: string }[]>;
  site(slug: string): Promise<Site | undefined>;
}

/** What the search engine offers (lib/search SearchEngine.list), narrowed to what is needed here. */
export interface StockLister {
  list(filter: Filter): Promise<Vehicle[]>;
}

const groupKey = (site: Pick<Site, 'dealership_group'>) => site.dealership_group?.trim().toLowerCase() ?? '';

/** The site and every other site of its dealer group. */
export async function groupSites(directory: SiteDirectory, site: Site): Promise<Site[]> {
  const group = groupKey(site);
  if (!group) return [site];
  const others = await Promise.all(
    (await directory.siteHosts()).filter((h) => h.slug !== site.slug).map((h) => directory.site(h.slug)),
  );
  return [site, ...others.filter((s): s is Site => s !== undefined && groupKey(s) === group)];
}

/** The group's used and demo cars of any status but deleted, narrowed by `extra`. */
export function groupStockFilter(sites: readonly Site[], extra?: Filter): Filter {
  const parts = [or(...sites.map(dealershipScope)), neq('status', 'deleted'), noneOf('car_type', ['new'])];
  return and(...parts, ...(extra ? [extra] : []));
}

export async function groupStock(directory: SiteDirectory, stock: StockLister, site: Site, extra?: Filter): Promise<Vehicle[]> {
  const sites = await groupSites(directory, site);
  return stock.list(groupStockFilter(sites, extra));
}
