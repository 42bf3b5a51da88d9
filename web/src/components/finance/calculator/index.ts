export { FINANCE_CALCULATOR_ID } from './anchors';
export { FinanceCalculator, type FinanceCalculatorProps, type FinanceCalculatorTracking } from './FinanceCalculator';
