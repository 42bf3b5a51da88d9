/**
 * The calculator as the server draws it before its code is wanted: CalculatorView at the starting
 * figures, the price slider's static track and the chart's box with its table. It looks and reads
 * like the calculator, box for box, so nothing moves when FinanceCalculator takes its place
 * (LazyFinanceCalculator); what is typed here meanwhile is carried over (resume.tsx).
 */
import { PRICE_SLIDER } from '@/domain/finance-calculator';
import { StaticRangeTrack } from '@/components/search/filters/StaticRangeTrack';
import { FINANCE_CALCULATOR_ID } from './anchors';
import { BalanceChartFrame } from './BalanceChartFrame';
import { CalculatorView } from './CalculatorView';
import { initialCalculatorState } from './calculator-state';
import type { FinanceCalculatorProps } from './FinanceCalculator';

/** Id prefix of the stand-in's elements (the browser's calculator uses useId). */
export const STATIC_CALCULATOR_ID = `${FINANCE_CALCULATOR_ID}-static`;

export function StaticFinanceCalculator({ settings, carPrice, carTitle, disclaimer, enquirePath, headingLevel = 2 }: FinanceCalculatorProps) {
  return (
    <CalculatorView
      id={STATIC_CALCULATOR_ID}
      settings={settings}
      state={initialCalculatorState(carPrice, settings)}
      carTitle={carTitle}
      disclaimer={disclaimer}
      enquirePath={enquirePath}
      headingLevel={headingLevel}
      slider={(value) => <StaticRangeTrack bounds={PRICE_SLIDER} values={{ min: PRICE_SLIDER.min, max: value }} />}
      chart={(schedule, balloon) => <BalanceChartFrame id={`${STATIC_CALCULATOR_ID}-chart`} schedule={schedule} balloon={balloon} />}
    />
  );
}

/** The stand-in for kept markup, whose props are the calculator's props as one object (React sends it once). */
export function StaticCalculatorFromProps({ calculator }: { calculator: FinanceCalculatorProps }) {
  return <StaticFinanceCalculator {...calculator} />;
}
