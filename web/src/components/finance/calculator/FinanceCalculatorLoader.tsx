'use client';

/**
 * Loads the calculator's code (FinanceCalculator, the Radix slider, the figures' rules) only when
 * the calculator comes near the viewport or is pointed at or focused (LazyOnVisible); until then the
 * server's sketch (CalculatorSketch) holds its place.
 */
import type { ReactNode } from 'react';
import { LazyOnVisible } from '@/components/leads/LazyOnVisible';
import type { FinanceCalculatorProps } from './FinanceCalculator';

const load = () => import('./FinanceCalculator').then((m) => ({ default: m.FinanceCalculator }));

export function FinanceCalculatorLoader({
  calculator,
  placeholder,
}: {
  calculator: FinanceCalculatorProps;
  placeholder: ReactNode;
}) {
  return <LazyOnVisible load={load} props={calculator} placeholder={placeholder} />;
}
