'use client';

import { keptMarkup } from '@/components/ui/kept-markup';
import type { FinanceCalculatorProps } from './FinanceCalculator';

/** The calculator's server stand-in, kept by the browser as the server drew it (ui/kept-markup.tsx). */
export const KeptStaticCalculator = keptMarkup<{ calculator: FinanceCalculatorProps }>(
  () => import('./StaticFinanceCalculator').then((m) => ({ default: m.StaticCalculatorFromProps })),
  'finance-calculator',
);
