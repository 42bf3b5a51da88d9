/**
 * The finance calculator for a page with a strict JavaScript budget (the vehicle page): the server
 * draws it (StaticFinanceCalculator) and its code loads as it nears the viewport or is pointed at or
 * focused (FinanceCalculatorLoader), so the page's first load carries none of it — neither the Radix
 * slider nor the figures' rules. Same props as FinanceCalculator.
 */
import { FinanceCalculatorLoader } from './FinanceCalculatorLoader';
import type { FinanceCalculatorProps } from './FinanceCalculator';
import { StaticFinanceCalculator } from './StaticFinanceCalculator';

export function LazyFinanceCalculator(props: FinanceCalculatorProps) {
  return <FinanceCalculatorLoader {...props} placeholder={<StaticFinanceCalculator {...props} />} />;
}
