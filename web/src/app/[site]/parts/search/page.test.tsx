/**
 * /parts/search over the real sample content: the page's own copy and metadata. The form itself, a
 * split chunk, is browser-tested (test/browser/parts.test.ts); its rules in schemas/src/leads.
 */
import { readDataset } from '@forecourt/tenants';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';

const repo = createContentRepository(createEmbeddedSource(readDataset()));

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => ({ push: () => undefined }) }));

const { default: PartsSearch, generateMetadata } = await import('./page');

async function render(site: string): Promise<string> {
  const page = await PartsSearch({ params: Promise.resolve({ site }) });
  const { prelude } = await prerender(page);
  return new Response(prelude).text();
}

describe('/parts/search', () => {
  it.each(['harbour-toyota', 'gateway-car-superstore'])('on %s: the heading, what the parts team needs, and the form section', async (site) => {
    const html = await render(site);
    expect(html).toMatch(/<h1[^>]*>Parts Search<\/h1>/);
    expect(html).toContain('rego or VIN');
    expect(html).toMatch(/<h2[^>]*>Request a part<\/h2>/);
    expect(html).toContain('id="parts-request-form"');
  });

  it('names the dealer in its description and is its own canonical page', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ site: 'harbour-toyota' }) });
    expect(metadata.title).toBe('Parts Search');
    expect(metadata.description).toContain('Harbour Toyota');
    expect(metadata.alternates?.canonical).toBe('/parts/search');
  });
});
