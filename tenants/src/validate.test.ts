import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDir, parseNdjson, readDataset, type SanityDocument } from './content';
import { collectRefs, errorLines, schemaErrors, validateDocuments, type DocumentMarkers } from './validate';

const DEALERS = {
  'harbour-toyota': 'toyota',
  'southern-cross-motors': 'group',
  'gateway-car-superstore': 'used',
  'coorong-caravans': 'caravan',
} as const;

const dir = contentDir();
const dataset = readDataset(dir);
const byId = new Map(dataset.map((d) => [d._id, d]));
const dealerFile = (slug: string) => parseNdjson(readFileSync(path.join(dir, `${slug}.ndjson`), 'utf8'), slug);
const clone = <T>(value: T): T => structuredClone(value);
const get = (id: string): SanityDocument => {
  const doc = byId.get(id);
  if (!doc) throw new Error(`missing ${id}`);
  return doc;
};

/** Errors for one altered copy of a document, validated against the dataset with the copy swapped in. */
async function errorsFor(changed: SanityDocument, extra: SanityDocument[] = []): Promise<string[]> {
  const others = dataset.filter((d) => d._id !== changed._id);
  const [result] = await validateDocuments([changed], [...others, changed, ...extra]);
  return errorLines(result ? [result] : []);
}

describe('schemas', () => {
  it('compile without errors', () => {
    expect(schemaErrors()).toEqual([]);
  });
});

describe('sample content', () => {
  let results: DocumentMarkers[] = [];
  // Sanity's validator over every sample document takes a few seconds alone, and several times that
  // while turbo runs the other workspaces' tasks beside it on a 2-core machine (it hit vitest's 10 s).
  beforeAll(async () => {
    results = await validateDocuments(dataset);
  }, 120_000);

  it('every document validates with no error-level markers', () => {
    expect(results).toHaveLength(dataset.length);
    expect(errorLines(results)).toEqual([]);
  });

  it('every reference resolves to a document in the dataset', () => {
    const dangling = dataset.flatMap((d) => collectRefs(d).filter((r) => !byId.has(r.ref)).map((r) => `${d._id} ${r.path} -> ${r.ref}`));
    expect(dangling).toEqual([]);
  });

  it('no _id contains a dot (Sanity treats dotted ids as private), except drafts of sample documents', () => {
    expect(dataset.filter((d) => d._id.includes('.') && !/^drafts\.[^.]+$/.test(d._id)).map((d) => d._id)).toEqual([]);
  });

  it('the drafts (drafts.ndjson, shown in draft mode) each belong to a dealer site, as their published documents do', () => {
    const drafts = dataset.filter((d) => d._id.startsWith('drafts.'));
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      expect((draft.site as { _ref?: string } | undefined)?._ref, draft._id).toMatch(/^site-/);
      const published = byId.get(draft._id.slice('drafts.'.length));
      if (published) expect(published._type, draft._id).toBe(draft._type);
    }
  });

  it('each dealer file has exactly one site doc, with the fixed slug and template', () => {
    for (const [slug, template] of Object.entries(DEALERS)) {
      const docs = dealerFile(slug);
      const sites = docs.filter((d) => d._type === 'site');
      expect(sites, slug).toHaveLength(1);
      expect(sites[0]).toMatchObject({ _id: `site-${slug}`, slug: { current: slug }, template });
      const foreign = docs.filter((d) => d._type !== 'site' && (d.site as { _ref?: string } | undefined)?._ref !== `site-${slug}`);
      expect(foreign.map((d) => d._id), slug).toEqual([]);
    }
  });

  it('every dealer has header and footer navigation, a home page and the legal pages', () => {
    for (const slug of Object.keys(DEALERS)) {
      const docs = dealerFile(slug);
      const placements = docs.filter((d) => d._type === 'navigation').map((d) => d.placement).sort();
      expect(placements, slug).toEqual(['footer', 'header']);
      const pages = docs.filter((d) => d._type === 'page').map((d) => (d.slug as { current: string }).current);
      expect(pages, slug).toEqual(expect.arrayContaining(['home', 'about-us', 'privacy-policy', 'terms-and-conditions', 'careers']));
    }
  });

  it('locations cover NSW, VIC, QLD, SA, NT and WA (Perth: the open-now test across time zones)', () => {
    const states = new Set(dataset.filter((d) => d._type === 'location').map((d) => (d.address as { state: string }).state));
    expect([...states].sort()).toEqual(['NSW', 'NT', 'QLD', 'SA', 'VIC', 'WA']);
  });

  it('each dealer keeps the promo that expired on 24 July 2025', () => {
    for (const slug of Object.keys(DEALERS)) {
      const expired = dealerFile(slug).filter((d) => d._type === 'promo' && d.expiry === '2025-07-24T23:59:59+10:00');
      expect(expired, slug).toHaveLength(1);
      expect(expired[0]?.start).toBe('2025-07-01T00:00:00+10:00');
    }
  });

  it('theme primary colours meet WCAG AA (4.5:1) with white text', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const site of dataset.filter((d) => d._type === 'site')) {
      const primary = (site.theme as { primary: string }).primary;
      expect(1.05 / (luminance(primary) + 0.05), site._id).toBeGreaterThanOrEqual(4.5);
    }
  });

  // The web app's reviews block carries id="reviews" (issue 13 item 8): every '…#reviews' link must
  // land on a page that has one, every about-us page has one, and no page has two (a duplicate id).
  it("every '#reviews' link lands on a page with one reviews block; each about-us page has one", () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    for (const slug of Object.keys(DEALERS)) {
      const docs = dealerFile(slug);
      const pages = new Map(docs.filter((d) => d._type === 'page').map((d) => [(d.slug as { current: string }).current, d]));
      const reviewBlocks = (page: SanityDocument | undefined) => ((page?.blocks ?? []) as { _type: string }[]).filter((b) => b._type === 'reviewsBlock').length;
      for (const [pageSlug, page] of pages) expect(reviewBlocks(page), `${slug} ${pageSlug}`).toBeLessThanOrEqual(1);
      expect(reviewBlocks(pages.get('about-us')), `${slug} about-us`).toBe(1);
      const targets = docs.flatMap((d) => strings(d)).flatMap((s) => /^\/([^?#]*)#reviews$/.exec(s)?.slice(1, 2) ?? []);
      for (const target of targets) expect(reviewBlocks(pages.get(target || 'home')), `${slug} /${target}#reviews`).toBe(1);
    }
  });

  const media = path.join(dir, '..', 'media');

  it('every image asset points at a file in tenants/media', () => {
    for (const asset of dataset.filter((d) => d._type === 'sanity.imageAsset')) {
      const file = String(asset.url).replace('/media/content/', '');
      expect(() => readFileSync(path.join(media, file)), asset._id).not.toThrow();
    }
  });

  // An SVG shown through <img> cannot load the page's fonts: its <text> is set in whatever font the
  // device has (the sample logos' words reach their edge in Arial widths), and the browser lays it
  // out on the page's main thread; the preloaded logo's came before every page's first paint
  // (7.9-32.5 ms in the traced Lighthouse runs, README "Main-thread work while a page starts"). The
  // sample images carry their words as outlines (paths) instead.
  it('no sample image sets text in a font', () => {
    const svgs = readdirSync(media).filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(0);
    expect(svgs.filter((file) => /<text[\s>]/.test(readFileSync(path.join(media, file), 'utf8')))).toEqual([]);
  });
});

describe('the validator catches errors', () => {
  it('a site with a template outside the list', async () => {
    const site = { ...clone(get('site-harbour-toyota')), template: 'franchise' };
    expect(await errorsFor(site)).toEqual([expect.stringContaining('template')]);
  });

  it('a location with a 5-digit postcode', async () => {
    const loc = clone(get('location-hbt-sales'));
    (loc.address as Record<string, unknown>).postcode = '21000';
    expect(await errorsFor(loc)).toEqual([expect.stringMatching(/address\.postcode.*4-digit postcode/)]);
  });

  it('a domain given as a URL', async () => {
    const site = clone(get('site-gateway-car-superstore'));
    site.domains = ['https://www.gatewaycarsuperstore.com.au'];
    expect(await errorsFor(site)).toEqual([expect.stringMatching(/domains\.0.*host name/)]);
  });

  it('a page slug duplicated within a site', async () => {
    const copy = { ...clone(get('page-harbour-toyota-about-us')), _id: 'page-harbour-toyota-about-us-copy' };
    expect(await errorsFor(copy)).toEqual([expect.stringMatching(/slug: Slug is already in use/)]);
  });

  it('but allows the same page slug on another site', async () => {
    const home = get('page-coorong-caravans-home');
    expect(byId.get('page-harbour-toyota-home')).toBeDefined();
    expect(await errorsFor(clone(home))).toEqual([]);
  });

  it('a field the schema does not declare', async () => {
    const site = { ...clone(get('site-coorong-caravans')), timezone: 'Australia/Adelaide' };
    expect(await errorsFor(site)).toEqual([expect.stringMatching(/timezone.*does not exist on type 'site'/)]);
  });

  it('a reference to a missing document', async () => {
    const review = { ...clone(get('review-coorong-caravans-1')), site: { _type: 'reference', _ref: 'site-nowhere' } };
    expect(await errorsFor(review)).toEqual([expect.stringContaining('site')]);
  });

  it('an opening day that closes before it opens, and a missing required field', async () => {
    const loc = clone(get('location-cc-darwin-sales'));
    const hours = loc.opening_hours as Record<string, unknown>[];
    hours[0] = { ...hours[0], status: 'Open', open: '17:00', close: '09:00' };
    delete loc.timezone;
    const errors = await errorsFor(loc);
    expect(errors).toEqual(expect.arrayContaining([expect.stringContaining('Close must be after open'), expect.stringMatching(/timezone/)]));
  });

  it('a primary colour that is not a hex colour, and a promo that ends before it starts', async () => {
    const site = clone(get('site-southern-cross-motors'));
    (site.theme as Record<string, unknown>).primary = 'navy';
    expect(await errorsFor(site)).toEqual([expect.stringContaining('theme.primary')]);
    const promo = { ...clone(get('promo-southern-cross-motors-spring-sale')), expiry: '2026-09-01T00:00:00+10:00' };
    expect(await errorsFor(promo)).toEqual([expect.stringContaining('Must be after the start')]);
  });
});
