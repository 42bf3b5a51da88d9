/**
 * GET /cars/{slug}/pdf over the real sample content and the embedded search engine with two sites'
 * generated stock: a real PDF for this site's car, a JSON 404 for another dealer's.
 */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { NextRequest } from 'next/server';
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import type * as SearchModule from '@/lib/search';
import { sampleEngine } from '@/lib/search/sample-engine';

const A = 'harbour-toyota';
const B = 'southern-cross-motors';
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const stockA = stockFor(A);
const stockB = stockFor(B);

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: () => sampleEngine(A, B),
}));

const { GET } = await import('./route');

function get(site: string, slug: string) {
  return GET(new NextRequest(`http://${site}.localhost/cars/${slug}/pdf`), { params: Promise.resolve({ site, slug }) });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('GET /cars/{slug}/pdf', () => {
  it("answers this site's car as an A4 PDF attachment named after the slug", async () => {
    const site = (await repo.site(A))!;
    expect(site.features.print).toBe(true);
    const car = stockA.find((v) => v.show_on_dealer_website)!;
    const response = await get(A, car.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${car.slug}.pdf"`);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
    expect(doc.getSubject()).toContain(car.stocknum);
    expect(doc.getAuthor()).toBe(site.name);
  });

  it("is a JSON 404 for another dealer's car, an unknown slug and a malformed one", async () => {
    const other = stockB.find((v) => v.show_on_dealer_website)!;
    for (const slug of [other.slug, 'no-such-car-x1', '..%2Fetc', 'UPPER']) {
      const response = await get(A, slug);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/no longer available/);
    }
  });

  it('is a 404 for an unknown site', async () => {
    const response = await get('no-such-site', stockA[0]!.slug);
    expect(response.status).toBe(404);
  });
});
