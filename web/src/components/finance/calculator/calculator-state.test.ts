import { describe, expect, it } from 'vitest';
import {
  calculateFinance,
  DEFAULT_CALCULATOR_SETTINGS as SETTINGS,
  GROUP_CALCULATOR_PROFILE,
  mergeCalculatorSettings,
} from '@/domain/finance-calculator';
import {
  commitField,
  initialCalculatorState,
  liveInputs,
  parseTyped,
  setFrequency,
  setTermYears,
  setTyped,
  showPriceHelp,
  termChoices,
  typeText,
  yearsText,
} from './calculator-state';

describe('the calculator state', () => {
  it("starts from the car's price, else the default amount, with the settings' starting rate", () => {
    expect(initialCalculatorState(45990, SETTINGS)).toMatchObject({
      committed: { purchasePrice: 45990, termYears: 5, interestRate: 10, frequency: 'weekly' },
      text: { purchasePrice: '45,990', depositTradeIn: '0', residual: '0', interestRate: '10' },
    });
    expect(initialCalculatorState(0, SETTINGS).text.purchasePrice).toBe('30,000');
    const group = mergeCalculatorSettings(SETTINGS, GROUP_CALCULATOR_PROFILE);
    expect(initialCalculatorState(undefined, group).text.interestRate).toBe('8.5');
  });

  it('recomputes from what is typed, before it is clamped', () => {
    const typed = typeText(initialCalculatorState(30000, SETTINGS), 'purchasePrice', '300,000');
    expect(liveInputs(typed).purchasePrice).toBe(300000);
    expect(showPriceHelp(typed, SETTINGS)).toBe(true);
    // calculateFinance clamps it: the result is the $250,000 one meanwhile.
    expect(calculateFinance(liveInputs(typed), SETTINGS).inputs.purchasePrice).toBe(250000);
    expect(typed.text.purchasePrice).toBe('300,000');
  });

  it('clamps a box when it is committed and shows the clamped value', () => {
    let state = initialCalculatorState(30000, SETTINGS);
    state = commitField(typeText(state, 'purchasePrice', '300,000'), 'purchasePrice', SETTINGS);
    expect(state.text.purchasePrice).toBe('250,000');
    expect(state.committed.purchasePrice).toBe(250000);
    expect(showPriceHelp(state, SETTINGS)).toBe(false);

    state = commitField(typeText(state, 'purchasePrice', '500'), 'purchasePrice', SETTINGS);
    expect(state.text.purchasePrice).toBe('1,000');

    // No price is 0, not the minimum: the help text stays.
    state = commitField(typeText(state, 'purchasePrice', ''), 'purchasePrice', SETTINGS);
    expect(state.text.purchasePrice).toBe('0');
    expect(showPriceHelp(state, SETTINGS)).toBe(true);

    state = commitField(typeText(state, 'interestRate', '22'), 'interestRate', SETTINGS);
    expect(state.text.interestRate).toBe('15');
    state = commitField(typeText(state, 'interestRate', '0.1'), 'interestRate', SETTINGS);
    expect(state.text.interestRate).toBe('0.5');
    state = commitField(typeText(state, 'depositTradeIn', '999,999'), 'depositTradeIn', SETTINGS);
    expect(state.text.depositTradeIn).toBe('250,000');
    state = commitField(typeText(state, 'residual', '260,000'), 'residual', SETTINGS);
    expect(state.committed.residual).toBe(250000);
  });

  it('keeps the last rate while the rate box holds no number, and restores it on commit', () => {
    let state = typeText(initialCalculatorState(30000, SETTINGS), 'interestRate', '');
    expect(parseTyped('interestRate', '')).toBeUndefined();
    expect(liveInputs(state).interestRate).toBe(10);
    state = commitField(state, 'interestRate', SETTINGS);
    expect(state.text.interestRate).toBe('10');
    expect(parseTyped('interestRate', '6.29')).toBe(6.29);
    expect(parseTyped('depositTradeIn', '$5,000.99')).toBe(5000);
  });

  it('commits picks, the term and the frequency at once', () => {
    let state = setTyped(initialCalculatorState(30000, SETTINGS), 'purchasePrice', 70000, SETTINGS);
    expect(state.text.purchasePrice).toBe('70,000');
    state = setTermYears(state, 9, SETTINGS);
    expect(state.committed.termYears).toBe(7);
    state = setTermYears(state, 2.4, SETTINGS);
    expect(state.committed.termYears).toBe(2.5);
    expect(setFrequency(state, 'monthly').committed.frequency).toBe('monthly');
  });

  it('offers every term from 1 to 7 years by half years', () => {
    expect(termChoices(SETTINGS)).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]);
    expect(yearsText(1)).toBe('1 year');
    expect(yearsText(5.5)).toBe('5.5 years');
  });
});
