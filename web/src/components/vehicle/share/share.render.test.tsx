import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../../../../test/support/server-render';

// The share row is kept markup (ui/kept-markup.tsx), which reads the router for its links.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));
const { PrintPdfButton, ShareRow } = await import('./index');

const vehicle = { slug: '2023-toyota-rav4-gxl-hbt123', name: '2023 Toyota RAV4 GXL', year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GXL', car_type: 'used' as const, km: 12345 };
const site = (over: { url?: string; hide?: boolean } = {}) => ({
  name: 'Harbour Toyota',
  ...('url' in over ? (over.url === undefined ? {} : { url: over.url }) : { url: 'https://www.harbour.example' }),
  features: { hide_twitter_share: over.hide ?? false },
});

describe('ShareRow (server render)', () => {
  it('renders the five share links and the copy button with accessible names, and a status region', async () => {
    const html = await serverHtml(<ShareRow vehicle={vehicle} site={site()} />);
    expect(html).toContain('aria-label="Share this car"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL on Facebook (opens in a new window)"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL on X (Twitter) (opens in a new window)"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL on WhatsApp (opens in a new window)"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL by email"');
    expect(html).toContain('aria-label="Share 2023 Toyota RAV4 GXL by text message"');
    expect(html).toContain('aria-label="Copy link to 2023 Toyota RAV4 GXL"');
    expect(html).toContain('href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.harbour.example%2Fcars%2F2023-toyota-rav4-gxl-hbt123"');
    expect(html).toContain('role="status"');
    expect(html.match(/<span aria-hidden="true" class="icon icon-share-[a-z]+ size-5"><\/span>/g)).toHaveLength(6);
    // What share-behaviour.ts reads: the address to copy and the car's name for the toast.
    expect(html).toContain('data-share-copy="https://www.harbour.example/cars/2023-toyota-rav4-gxl-hbt123"');
    expect(html).toContain('data-share-name="2023 Toyota RAV4 GXL"');
  });

  it('hides Twitter when the site says so', async () => {
    const html = await serverHtml(<ShareRow vehicle={vehicle} site={site({ hide: true })} />);
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
