/**
 * The calculator's state between keystrokes, as pure functions (the rules themselves are
 * domain/finance-calculator.ts). Each typed box keeps the shopper's text, which may pass through
 * values the rules would not take ('', '7.', $300,000); the figures recompute from that text on
 * every keystroke (calculateFinance clamps what it is given), and committing a box (blur, Enter)
 * clamps it with the domain rule and shows the clamped value.
 */
import {
  clampDepositTradeIn,
  clampInterestRate,
  clampPurchasePrice,
  clampResidual,
  clampTermYears,
  defaultCalculatorInputs,
  isPurchasePriceInRange,
  type CalculatorInputs,
  type CalculatorSettings,
  type PaymentFrequency,
} from '@/domain/finance-calculator';
import { formatThousands, moneyDigits } from '@/components/leads/money';

export const MONEY_FIELDS = ['purchasePrice', 'depositTradeIn', 'residual'] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
export type TypedField = MoneyField | 'interestRate';
export const TYPED_FIELDS: readonly TypedField[] = [...MONEY_FIELDS, 'interestRate'];

export interface CalculatorState {
  /** The last committed values, each clamped by its rule. */
  committed: CalculatorInputs;
  /** What each typed box shows. */
  text: Record<TypedField, string>;
}

const CLAMP: Readonly<Record<TypedField, (value: number, settings: CalculatorSettings) => number>> = {
  purchasePrice: clampPurchasePrice,
  depositTradeIn: clampDepositTradeIn,
  residual: clampResidual,
  interestRate: clampInterestRate,
};

/** 25000 → '25,000' (what a money box shows; the '$' is drawn beside it). */
export function moneyText(amount: number): string {
  return formatThousands(String(Math.max(0, Math.round(amount))));
}

/** 8.5 → '8.5', 6.2899999 → '6.29'. */
export function rateText(rate: number): string {
  return String(Number(rate.toFixed(2)));
}

function textOf(field: TypedField, value: number): string {
  return field === 'interestRate' ? rateText(value) : moneyText(value);
}

export function initialCalculatorState(carPrice: number | null | undefined, settings: CalculatorSettings): CalculatorState {
  const committed = defaultCalculatorInputs(carPrice, settings);
  return {
    committed,
    text: {
      purchasePrice: moneyText(committed.purchasePrice),
      depositTradeIn: moneyText(committed.depositTradeIn),
      residual: moneyText(committed.residual),
      interestRate: rateText(committed.interestRate),
    },
  };
}

/**
 * The number a box's text stands for. A money box reads whole dollars, and an empty one is $0 (no
 * deposit, no balloon, no price); the rate box has no value yet while its text is not a number.
 */
export function parseTyped(field: TypedField, text: string): number | undefined {
  if (field !== 'interestRate') return Number(moneyDigits(text) || '0');
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The inputs as typed so far (not clamped: calculateFinance clamps), the committed value where a box has none. */
export function liveInputs(state: CalculatorState): CalculatorInputs {
  const inputs = { ...state.committed };
  for (const field of TYPED_FIELDS) {
    const value = parseTyped(field, state.text[field]);
    if (value !== undefined) inputs[field] = value;
  }
  return inputs;
}

export function typeText(state: CalculatorState, field: TypedField, text: string): CalculatorState {
  return { ...state, text: { ...state.text, [field]: text } };
}

/** Commits a box: its value clamped by the domain rule, and the clamped value shown. */
export function commitField(state: CalculatorState, field: TypedField, settings: CalculatorSettings): CalculatorState {
  const typed = parseTyped(field, state.text[field]) ?? state.committed[field];
  const value = CLAMP[field](typed, settings);
  return { committed: { ...state.committed, [field]: value }, text: { ...state.text, [field]: textOf(field, value) } };
}

/** A value chosen outright (quick pick, slider): clamped and committed at once. */
export function setTyped(state: CalculatorState, field: TypedField, value: number, settings: CalculatorSettings): CalculatorState {
  return commitField(typeText(state, field, textOf(field, value)), field, settings);
}

export function setTermYears(state: CalculatorState, years: number, settings: CalculatorSettings): CalculatorState {
  return { ...state, committed: { ...state.committed, termYears: clampTermYears(years, settings) } };
}

export function setFrequency(state: CalculatorState, frequency: PaymentFrequency): CalculatorState {
  return { ...state, committed: { ...state.committed, frequency } };
}

/** The price help text shows while the typed price is out of range (0, the "no price" value, included). */
export function showPriceHelp(state: CalculatorState, settings: CalculatorSettings): boolean {
  return !isPurchasePriceInRange(liveInputs(state).purchasePrice, settings);
}

/** The term select's choices: min to max years by the step (1, 1.5, … 7). */
export function termChoices(settings: Pick<CalculatorSettings, 'termYears'>): number[] {
  const { min, max, step } = settings.termYears;
  const count = Math.floor((max - min) / step + 1e-9) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => Number((min + i * step).toFixed(10)));
}

/** '1 year', '5.5 years'. */
export function yearsText(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}
