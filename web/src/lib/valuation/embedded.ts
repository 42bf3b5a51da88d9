/**
 * The embedded valuation engine (no outside service): estimates from comparable cars in the dealer
 * group's own stock, current and sold (domain/trade-in-valuation.ts over group-stock.ts), manual selection's lists from
 * the same stock, and registrations from the local demo register (demo-register.ts).
 */
import { and, gte, lte } from '@/domain/filter';
import { lookupDemoRego } from './demo-register';
import { groupStock, type SiteDirectory, type StockLister } from './group-stock';
import { estimateFromComparables, selectComparables, YEAR_WINDOW, type ModelSettings } from '@/domain/trade-in-valuation';
import type { ValuationEngine } from './types';
import { vehicleOptionsFrom } from './vehicle-options';

export interface EmbeddedValuationOptions {
  sites: SiteDirectory;
  /** The search engine (resolved per call: it may still be starting, or restart after a failure). */
  stock: () => Promise<StockLister>;
  settings: ModelSettings;
  /** The lookup's clock (the demo register counts model years back from it). */
  now?: () => Date;
}

export function createEmbeddedValuationEngine(options: EmbeddedValuationOptions): ValuationEngine {
  const now = options.now ?? (() => new Date());
  return {
    name: 'embedded',

    regoLookup: (_site, request) => Promise.resolve(lookupDemoRego(request, now())),

    async vehicleOptions(request) {
      const cars = await groupStock(options.sites, await options.stock(), request.site);
      return vehicleOptionsFrom(cars, request, now());
    },

    async value(request) {
      const { vehicle } = request;
      const years = and(gte('year', vehicle.year - YEAR_WINDOW), lte('year', vehicle.year + YEAR_WINDOW));
      const cars = await groupStock(options.sites, await options.stock(), request.site, years);
      return estimateFromComparables({
        year: vehicle.year,
        kms: request.kms,
        answers: request.answers,
        comparables: selectComparables(vehicle, cars),
        now: request.now,
        ...options.settings,
      });
    },
  };
}
