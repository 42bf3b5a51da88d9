'use client';

/**
 * Loads the calculator's code (FinanceCalculator, the Radix slider, the figures' rules) only when
 * the calculator comes near the viewport or is pointed at or focused (LazyOnVisible); until then the
 * server's stand-in (StaticFinanceCalculator) is the calculator on the page.
 */
import type { ReactNode } from 'react';
import { LazyOnVisible } from '@/components/leads/LazyOnVisible';
import type { FinanceCalculatorProps } from './FinanceCalculator';

const load = () => import('./resume').then((m) => ({ default: m.resumeFromStandIn() }));

export function FinanceCalculatorLoader({ calculator, placeholder }: { calculator: FinanceCalculatorProps; placeholder: ReactNode }) {
  return <LazyOnVisible load={load} props={calculator} placeholder={placeholder} />;
}
