/** The garage's SMS alerts switch as HTML: a named switch showing the stored choice, and the consent note. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRICE_ALERTS_LABEL, PriceAlertsToggle } from './PriceAlertsToggle';

const escaped = (text: string) => text.replace(/'/g, '&#x27;');

describe('PriceAlertsToggle', () => {
  it.each([
    [false, 'false', 'unchecked'],
    [true, 'true', 'checked'],
  ])('initial %s renders a switch with aria-checked=%s, named by its visible label', (initial, checked, state) => {
    const html = renderToStaticMarkup(<PriceAlertsToggle initial={initial} />);
    expect(html).toContain(escaped(PRICE_ALERTS_LABEL));
    expect(html).toMatch(new RegExp(`<button[^>]*role="switch"[^>]*aria-checked="${checked}"`));
    expect(html).toContain(`data-state="${state}"`);
    const labelId = /<label id="([^"]+)"/.exec(html)?.[1];
    expect(labelId).toBeTruthy();
    expect(html).toContain(`aria-labelledby="${labelId}"`);
    expect(html).toMatch(/Standard consent applies.*every text has a link to stop alerts/);
  });
});
