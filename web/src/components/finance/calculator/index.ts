export { FINANCE_CALCULATOR_ID } from './anchors';
export { FinanceCalculator, type FinanceCalculatorProps, type FinanceCalculatorTracking } from './FinanceCalculator';
// LazyFinanceCalculator is imported from its own file: through here it would bring FinanceCalculator's client code along.
