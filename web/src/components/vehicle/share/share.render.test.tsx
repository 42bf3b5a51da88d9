import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrintPdfButton, ShareRow } from './index';

const vehicle = { slug: '2023-toyota-rav4-gxl-hbt123', name: '2023 Toyota RAV4 GXL', year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GXL', car_type: 'used' as const, km: 12345 };
const site = (over: { url?: string; hide?: boolean } = {}) => ({
  name: 'Harbour Toyota',
  ...('url' in over ? (over.url === undefined ? {} : { url: over.url }) : { url: 'https://www.harbour.example' }),
  features: { hide_twitter_share: over.hide ?? false },
});

describe('ShareRow (server render)', () => {
  it('renders the five share links and the copy button with accessible names, and a status region', () => {
    const html = renderToStaticMarkup(<ShareRow vehicle={vehicle} site={site()} />);
    expect(html).toContain('aria-label="Share this car"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL on Facebook (opens in a new window)"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL on X (Twitter) (opens in a new window)"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL on WhatsApp (opens in a new window)"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL by email"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL by text message"');
    expect(html).toContain('aria-label="Copy link to 2023 Toyota RAV4 GXL"');
    expect(html).toContain('href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.harbour.example%2Fcars%2F2023-toyota-rav4-gxl-hbt123"');
    expect(html).toContain('role="status"');
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(6);
  });

  it('hides Twitter when the site says so', () => {
    const html = renderToStaticMarkup(<ShareRow vehicle={vehicle} site={site({ hide: true })} />);
    expect(html).not.toContain('twitter.com');
    expect(html).toContain('facebook.com');
  });

  it('renders nothing when the site has no url', () => {
    expect(renderToStaticMarkup(<ShareRow vehicle={vehicle} site={site({ url: undefined })} />)).toBe('');
  });
});

describe('PrintPdfButton (server render)', () => {
  it("renders 'Print PDF' and a 'Print' link to the printable page in a new tab", () => {
    const html = renderToStaticMarkup(<PrintPdfButton vehicle={vehicle} />);
    expect(html).toMatch(/<button type="button"[^>]*>Print PDF<\/button>/);
    expect(html).toContain('href="/print?car_id=2023-toyota-rav4-gxl-hbt123" target="_blank" rel="noopener"');
    expect(html).toContain('Print<span class="sr-only"> (opens in a new tab)</span>');
    expect(html).not.toContain('role="alert"');
  });
});
