/**
 * The dealer's 404 (NotFoundView, kept markup drawn through KeptSitePart): the heading the shopper
 * reads, and the two ways back into the site as plain same-site links (kept markup routes their clicks).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import NotFoundView from './NotFoundView';
import SitePartView from './SitePartView';

describe('the dealer’s 404 view', () => {
  it('says the page was not found and links back home and to contact', () => {
    const html = renderToStaticMarkup(<NotFoundView />);
    expect(html).toMatch(/<h1[^>]*>We couldn’t find that page<\/h1>/);
    const links = [...html.matchAll(/<a href="([^"]*)"([^>]*)>([^<]*)<\/a>/g)].map((m) => [m[1], m[3]]);
    expect(links).toEqual([
      ['/', 'Back to the home page'],
      ['/contact-us', 'Contact us'],
    ]);
    expect(html).not.toContain('target=');
  });

  it('is what the site part draws for "not-found"', () => {
    expect(renderToStaticMarkup(<SitePartView part="not-found" />)).toBe(
      renderToStaticMarkup(<NotFoundView />),
    );
  });
});
