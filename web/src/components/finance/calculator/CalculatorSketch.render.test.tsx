/**
 * The vehicle page's calculator before its code is wanted (CalculatorSketch): the #finance-calculator
 * anchor, headed as the calculator is, busy, saying what is coming and, without JavaScript, where to
 * ask instead; a sketch with no controls and no figures (it draws none, so it quotes none).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CALCULATOR_SETTINGS as SETTINGS,
  DEFAULT_FINANCE_DISCLAIMER,
} from '@/domain/finance-calculator';
import { CalculatorSketch } from './CalculatorSketch';
import { FinanceCalculator } from './FinanceCalculator';

const props = {
  settings: SETTINGS,
  carPrice: 56990,
  carTitle: '2020 Jayco Silverline',
  disclaimer: DEFAULT_FINANCE_DISCLAIMER,
  enquirePath: '/finance-enquiry?car_id=2020-jayco-silverline-216-outback-ccu10046#finance-form',
};
const sketch = (extra: Partial<typeof props> & { headingLevel?: 2 | 3 } = {}) =>
  renderToStaticMarkup(<CalculatorSketch calculator={{ ...props, ...extra }} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('CalculatorSketch', () => {
  it('is the #finance-calculator section, busy, headed and introduced as the calculator is', () => {
    const html = sketch();
    expect(html).toMatch(
      /^<section id="finance-calculator" aria-labelledby="([^"]+)" aria-busy="true"[^>]*><h2 id="\1"[^>]*>Finance calculator<\/h2>/,
    );
    const calculator = renderToStaticMarkup(<FinanceCalculator {...props} />);
    const intro = (html: string) => /<\/h2><p class="([^"]*)">([^<]*)<\/p>/.exec(html)?.slice(1);
    expect(intro(html)).toEqual(intro(calculator));
    expect(intro(html)?.[1]).toBe('Estimate your repayments on the 2020 Jayco Silverline.');
    expect(sketch({ headingLevel: 3 })).toMatch(/<h3 id="[^"]+"[^>]*>Finance calculator<\/h3>/);
  });

  it('says the calculator is loading, and without JavaScript where to ask for a quote', () => {
    const html = sketch();
    expect(text(html)).toContain('The calculator is loading…');
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(text(noscript)).toContain('The calculator needs JavaScript');
    expect(noscript).toContain(`href="${props.enquirePath.replace(/&/g, '&amp;')}"`);
  });

  it('draws no control and no figure: the sketch is hidden from assistive technology', () => {
    const html = sketch();
    expect(html).not.toMatch(/<(input|select|button|label)\b/);
    expect(text(html.replace(/<noscript>[\s\S]*?<\/noscript>/, ''))).not.toMatch(/\$\s?\d/);
    expect(html).toMatch(
      /<div aria-hidden="true" class="[^"]*animate-pulse[^"]*motion-reduce:animate-none noscript:hidden/,
    );
    expect(html).toMatch(/<p class="[^"]*noscript:hidden">The calculator is loading…<\/p>/);
  });

  it('holds about the box the calculator fills at each width, where scripts run', () => {
    const classes = /<section [^>]*class="([^"]*)"/.exec(sketch())?.[1]?.split(' ') ?? [];
    expect(classes).toEqual(
      expect.arrayContaining([
        'scripting:min-h-[108rem]',
        'scripting:sm:min-h-[92rem]',
        'scripting:lg:min-h-[72rem]',
        'scripting:xl:min-h-[58rem]',
      ]),
    );
    expect(classes.filter((c) => c.includes('min-h-') && !c.startsWith('scripting:'))).toEqual([]);
  });
});
