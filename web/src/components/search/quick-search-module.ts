import { lazyModule } from '@/lib/lazy/lazy-module';
import { rangeSliderModule } from './filters/range-slider-module';

/**
 * The live quick search and, with it, Radix's slider, so the slider the shopper reached for is
 * interactive as soon as the quick search is (and the handoff lands on Radix's thumbs directly).
 */
export const quickSearchModule = lazyModule(() => Promise.all([import('./QuickSearch'), rangeSliderModule.load()]).then(([m]) => m.default));
