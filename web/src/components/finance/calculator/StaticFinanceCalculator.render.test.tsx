/**
 * The server's stand-in is the calculator box for box: the same HTML as FinanceCalculator renders on
 * the server (ids aside), so nothing moves when the calculator's code takes its place.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALCULATOR_SETTINGS as SETTINGS, DEFAULT_FINANCE_DISCLAIMER } from '@/domain/finance-calculator';
import { FinanceCalculator, type FinanceCalculatorProps } from './FinanceCalculator';
import { STATIC_CALCULATOR_ID, StaticFinanceCalculator } from './StaticFinanceCalculator';

const props: FinanceCalculatorProps = { settings: SETTINGS, carPrice: 45990, carTitle: '2022 Toyota HiLux SR5', disclaimer: DEFAULT_FINANCE_DISCLAIMER, enquirePath: '/finance-enquiry#finance-form' };

/** Every id prefix (useId's «R…» or the stand-in's fixed one) made the same. */
const sameIds = (html: string) => html.replaceAll(`${STATIC_CALCULATOR_ID}-chart`, 'ID').replaceAll(STATIC_CALCULATOR_ID, 'ID').replace(/«[^»]*»|_R_[A-Za-z0-9_]*_/g, 'ID');

describe('StaticFinanceCalculator', () => {
  it.each([
    ['a car', props],
    ['no car', { ...props, carPrice: undefined, carTitle: undefined }],
    ['a tiny price', { ...props, carPrice: 900 }],
  ])('draws what FinanceCalculator draws on the server, for %s', (_name, p) => {
    const stand = renderToStaticMarkup(<StaticFinanceCalculator {...p} />);
    const calculator = renderToStaticMarkup(<FinanceCalculator {...p} />);
    expect(sameIds(stand)).toBe(sameIds(calculator));
    expect(stand).toContain('id="finance-calculator"');
  });
});
