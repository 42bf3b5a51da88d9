/**
 * The finance calculator for a page with a strict JavaScript budget (the vehicle page): its code
 * loads as it nears the viewport or is pointed at or focused (FinanceCalculatorLoader), so the page's
 * first load carries none of it — neither the Radix slider nor the figures' rules. Until then the
 * server's sketch holds its place (CalculatorSketch, kept by the browser as drawn: its markup is not
 * in the RSC payload). Same props as FinanceCalculator.
 */
import { FinanceCalculatorLoader } from './FinanceCalculatorLoader';
import type { FinanceCalculatorProps } from './FinanceCalculator';
import { KeptCalculatorSketch } from './KeptCalculatorSketch';

export function LazyFinanceCalculator(props: FinanceCalculatorProps) {
  // One props object for the sketch and the loader: React sends it once.
  return (
    <FinanceCalculatorLoader calculator={props} placeholder={<KeptCalculatorSketch calculator={props} />} />
  );
}
