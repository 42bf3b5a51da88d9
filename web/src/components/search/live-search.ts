import { lazyModule } from '@/lib/lazy/lazy-module';

/**
 * What the search page needs only once the shopper refines: SWR's data layer (SearchData) and the
 * browser's card renderer (ResultsItems). The server renders the first results; both load with the
 * first refinement, or earlier as the shopper reaches for the filters.
 */
export const searchDataModule = lazyModule(() => import('./SearchData').then((m) => m.default));
export const resultsItemsModule = lazyModule(() => import('./results/ResultsItems'));

export function preloadLiveSearch(): void {
  searchDataModule.preload();
  resultsItemsModule.preload();
}
