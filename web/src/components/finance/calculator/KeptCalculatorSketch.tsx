'use client';

import { keptMarkup } from '@/components/ui/kept-markup';
import type { FinanceCalculatorProps } from './FinanceCalculator';

/** The calculator's sketch, kept by the browser as the server drew it (ui/kept-markup.tsx). */
export const KeptCalculatorSketch = keptMarkup<{ calculator: FinanceCalculatorProps }>(
  () => import('./CalculatorSketch'),
  'finance-calculator',
);
