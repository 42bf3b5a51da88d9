/**
 * The calculator as the server renders it: named controls, the figures from the domain rules,
 * 'Enquire for Finance' at a tiny price, and the disclaimer cut with Show More. What happens on blur
 * and on clicks is in FinanceCalculator.dom.test.tsx.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  calculateFinance,
  DEFAULT_CALCULATOR_SETTINGS as SETTINGS,
  defaultCalculatorInputs,
  DEFAULT_FINANCE_DISCLAIMER,
  FINANCE_DISCLAIMER_LIMIT,
  formatWholeDollars,
  purchasePriceHelpText,
} from '@/domain/finance-calculator';
import { FinanceCalculator } from './FinanceCalculator';

const render = (props: Partial<Parameters<typeof FinanceCalculator>[0]> = {}) =>
  renderToStaticMarkup(
    <FinanceCalculator settings={SETTINGS} disclaimer={DEFAULT_FINANCE_DISCLAIMER} enquirePath="/finance-enquiry#finance-form" {...props} />,
  );
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
const inputTag = (html: string, id: string) => [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`data-testid="${id}"`)) ?? '';
const testId = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</`).exec(html)?.[1];

describe('FinanceCalculator (server HTML)', () => {
  it('is the #finance-calculator section, headed and with a visible label for every control', () => {
    const html = render();
    expect(html).toMatch(/<section id="finance-calculator" aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>Finance calculator<\/h2>/);
    const controls: [label: string, testid: string][] = [
      ['Purchase price', 'finance-calculator-purchasePrice'],
      ['Deposit or trade-in', 'finance-calculator-depositTradeIn'],
      ['Loan term', 'finance-calculator-termYears'],
      ['Interest rate (% p.a.)', 'finance-calculator-interestRate'],
      ['Balloon or residual payment', 'finance-calculator-residual'],
    ];
    for (const [label, testid] of controls) {
      const id = new RegExp(`<label for="([^"]+)"[^>]*>${label.replace(/[()%.]/g, '\\$&')}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*data-testid="${testid}"`));
    }
    expect(html).toMatch(/<fieldset><legend[^>]*>Repayment frequency<\/legend>/);
    for (const f of ['weekly', 'fortnightly', 'monthly']) expect(html).toContain(`data-testid="finance-calculator-frequency-${f}"`);
    // The rate box is a number input with the settings' limits.
    expect(html).toMatch(/type="number"[^>]*min="0.5" max="15" step="0.5"/);
    expect(html).toContain('aria-label="Quick picks for the purchase price"');
    for (const pick of ['$5,000', '$10,000', '$20,000', '$30,000', '$50,000', '$70,000']) expect(html).toContain(`>${pick}</button>`);
  });

  it("shows the rules' figures for the car's price, in a polite live region", () => {
    const html = render({ carPrice: 45990, carTitle: '2022 Toyota HiLux SR5' });
    const result = calculateFinance(defaultCalculatorInputs(45990, SETTINGS), SETTINGS);
    expect(inputTag(html, 'finance-calculator-purchasePrice')).toContain('value="45,990"');
    expect(inputTag(html, 'finance-calculator-interestRate')).toContain('value="10"');
    expect(html).toMatch(/<option value="5" selected="">5 years<\/option>/);
    expect(html).toMatch(/aria-live="polite" data-testid="finance-calculator-result"/);
    expect(html).toMatch(new RegExp(`data-testid="finance-calculator-repayment"><span[^>]*>${escaped(result.repaymentText).replace('$', '\\$')}</span> <span[^>]*>per week\\*</span>`));
    for (const f of ['weekly', 'fortnightly', 'monthly'] as const) {
      const figure = calculateFinance({ ...defaultCalculatorInputs(45990, SETTINGS), frequency: f }, SETTINGS).repaymentText;
      expect(testId(html, `finance-calculator-${f}`)).toBe(figure);
    }
    expect(testId(html, 'finance-calculator-total')).toBe(formatWholeDollars(result.totalRepayments));
    expect(testId(html, 'finance-calculator-interest')).toBe(formatWholeDollars(result.totalInterest));
    expect(testId(html, 'finance-calculator-financed')).toBe('$45,990');
    expect(html).toContain('Estimate your repayments on the 2022 Toyota HiLux SR5.');
    expect(html).not.toContain(escaped(purchasePriceHelpText(SETTINGS)));
  });

  it("says 'Enquire for Finance', linked to the enquiry, when the repayment is $25 or less", () => {
    const html = render({ carPrice: 1000 });
    expect(calculateFinance(defaultCalculatorInputs(1000, SETTINGS), SETTINGS).enquire).toBe(true);
    expect(html).toMatch(/data-testid="finance-calculator-repayment"><a[^>]*href="\/finance-enquiry#finance-form"[^>]*>Enquire for Finance<\/a>/);
  });

  it('draws the chart lazily: on the server only its box, named by a summary, and the table', () => {
    const html = render({ carPrice: 30000 });
    expect(html).toMatch(/role="img" aria-label="Loan balance over 5 years: \$30,000 at the start, \$0 at the end\."/);
    expect(html).not.toContain('<svg');
    expect(html).toContain('<summary');
    expect(html).toContain('Show as table');
    expect(html).toMatch(/<th scope="row"[^>]*>Start<\/th><td[^>]*>\$30,000<\/td>/);
    expect(html).toMatch(/<th scope="row"[^>]*>5 years<\/th><td[^>]*>\$0<\/td>/);
    // No inline <style> element anywhere (the CSP forbids them).
    expect(html).not.toMatch(/<style/);
  });

  it(`cuts the disclaimer at ${FINANCE_DISCLAIMER_LIMIT} characters with a Show More button`, () => {
    const html = render();
    expect(DEFAULT_FINANCE_DISCLAIMER.length).toBeGreaterThan(FINANCE_DISCLAIMER_LIMIT);
    const shown = /data-testid="finance-calculator-disclaimer"><div><div id="[^"]+"><div class="space-y-3" data-less=""><p>([^<]*)<\/p>/.exec(html)?.[1] ?? '';
    expect(shown.startsWith('*This repayment estimate is indicative only.')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(FINANCE_DISCLAIMER_LIMIT + 2);
    expect(shown.endsWith('…')).toBe(true);
    expect(html).toMatch(/<button type="button" data-show-more="" aria-expanded="false" aria-controls="[^"]+"[^>]*><span>Show More<\/span><span class="sr-only"> finance disclaimer<\/span><\/button>/);
    const short = render({ disclaimer: 'Indicative only.' });
    expect(short).toContain('*Indicative only.');
    expect(short).not.toContain('Show More');
  });
});
