/** The quote panel as HTML on the server: the stock quote, the loading placeholders, the dashes. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { YouxQuote, type YouxQuoteProps } from './YouxQuote';

const props: YouxQuoteProps = { carId: 'car-1', purchasePrice: 25_990, year: 2021, heading: 'Finance from Youx' };
const render = (overrides: Partial<YouxQuoteProps> = {}) => renderToStaticMarkup(<YouxQuote {...props} {...overrides} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('YouxQuote', () => {
  it('shows the car’s stock quote, as a labelled section with a definition list', () => {
    const html = render({ initial: { weeklyRepaymentAmount: 139.6, advertisedRate: 6.49, comparisonRate: 7.3 } });
    expect(html).toMatch(/^<section aria-labelledby="([^"]+)"[^>]*data-state="ready"/);
    const id = /aria-labelledby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<h2 id="${id}"`);
    expect(html).toContain('<dl');
    expect(text(html)).toContain('Weekly repayment From $140 per week');
    expect(text(html)).toContain('Advertised rate 6.49% p.a.');
    expect(text(html)).toContain('Comparison rate * 7.30% p.a.');
    expect(text(html)).toContain(
      '* Comparison rate based on a loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    );
  });

  it('without a stock quote and with a price, starts loading: an ellipsis per figure and a status', () => {
    const html = render({ headingLevel: 3 });
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('<h3');
    expect(html.match(/<span aria-hidden="true">…<\/span><span class="sr-only">Loading<\/span>/g)).toHaveLength(3);
    expect(html).toContain('<p role="status" class="sr-only">Loading your quote</p>');
  });

  it('with no price asks nothing and shows dashes, with no error text', () => {
    const html = render({ purchasePrice: 0 });
    expect(html).toContain('data-state="failed"');
    expect(html.match(/<span aria-hidden="true">–<\/span><span class="sr-only">Not available<\/span>/g)).toHaveLength(3);
    expect(text(html)).not.toMatch(/error|unavailable|try again/i);
  });

  it('for a car the quote would refuse (over $1,000,000, before 1950) asks nothing and shows dashes', () => {
    for (const car of [{ purchasePrice: 1_250_000 }, { year: 1948 }]) {
      const html = render(car);
      expect(html).toContain('data-state="failed"');
      expect(html).not.toContain('aria-busy="true"');
      expect(html.match(/<span aria-hidden="true">–<\/span>/g)).toHaveLength(3);
    }
  });
});
