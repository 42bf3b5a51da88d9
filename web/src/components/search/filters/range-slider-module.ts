import { lazyModule } from '@/lib/lazy/lazy-module';

/**
 * Radix's slider (≈ 19 KB gzipped with its collection code) as a module loaded on first use: by a
 * range filter when the shopper points at, touches or focuses it, and by the quick search as soon as
 * its own code is wanted, so its slider is ready when it appears.
 */
export const rangeSliderModule = lazyModule(() => import('./RangeSliderRadix').then((m) => m.default));
