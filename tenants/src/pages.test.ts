/**
 * Content pages the sample dealers must have: every /pages/* and /enquiries/* path (and /fleet,
 * /careers, /about-us) a navigation document links lands on a page document of that site, the spec §2
 * content pages exist where they apply, and each site's privacy policy covers what APP 1.4 of the
 * Australian Privacy Principles asks a privacy policy to say (spec §8).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, parseNdjson, type SanityDocument } from './content';

const DEALERS = ['harbour-toyota', 'southern-cross-motors', 'gateway-car-superstore', 'coorong-caravans'] as const;
/** Franchise dealers sell new vehicles and take new vehicle enquiries. */
const NEW_VEHICLE_DEALERS = ['harbour-toyota', 'southern-cross-motors', 'coorong-caravans'] as const;

/**
 * Paths under /pages and /enquiries that the web app answers with its own route, not a content page
 * (web/src/lib/routes/site-routes.ts): the complaints notice is generated from the site document, the
 * unsubscribe page is a form, and make-an-offer needs a car.
 */
const CODE_ROUTES = new Set(['pages/complaint-handling-process', 'pages/unsubscribe', 'enquiries/make-an-offer']);

interface Block {
  _type: string;
  style?: string;
  markDefs?: { href?: string }[];
  children?: { text?: string }[];
}
interface NavLink {
  path?: string;
  children?: NavLink[];
}

const dir = contentDir();
const docsOf = (slug: string): SanityDocument[] => parseNdjson(readFileSync(path.join(dir, `${slug}.ndjson`), 'utf8'), slug);
const slugOf = (d: SanityDocument) => (d.slug as { current: string }).current;
const pagesOf = (docs: SanityDocument[]) => new Map(docs.filter((d) => d._type === 'page').map((d) => [slugOf(d), d]));
const navPaths = (docs: SanityDocument[], placement?: string): string[] => {
  const walk = (links: NavLink[] = []): string[] => links.flatMap((l) => [...(l.path ? [l.path] : []), ...walk(l.children)]);
  return docs.filter((d) => d._type === 'navigation' && (!placement || d.placement === placement)).flatMap((d) => walk(d.items as NavLink[]));
};
/** A page's rich text: its body and the body of every text block. */
const richText = (page: SanityDocument): Block[] => [
  ...((page.body ?? []) as Block[]),
  ...((page.blocks ?? []) as { _type: string; body?: Block[] }[]).flatMap((b) => (b._type === 'richTextBlock' ? (b.body ?? []) : [])),
];
const plainText = (blocks: Block[]) => blocks.map((b) => (b.children ?? []).map((c) => c.text ?? '').join('')).join('\n');
const hrefs = (blocks: Block[]) => blocks.flatMap((b) => (b.markDefs ?? []).map((m) => m.href ?? ''));

describe('content pages', () => {
  it.each(DEALERS)('%s: every /pages/*, /enquiries/*, /fleet, /careers and /about-us link in its navigation resolves to one of its pages', (slug) => {
    const docs = docsOf(slug);
    const pages = pagesOf(docs);
    const targets = navPaths(docs)
      .map((p) => p.split(/[?#]/, 1)[0]!.replace(/^\/|\/$/g, ''))
      .filter((p) => /^(pages|enquiries)\//.test(p) || ['fleet', 'careers', 'about-us'].includes(p))
      .filter((p) => !CODE_ROUTES.has(p));
    expect(targets.length).toBeGreaterThan(0);
    expect([...new Set(targets)].filter((p) => !pages.has(p))).toEqual([]);
  });

  it.each(DEALERS)('%s: has a visit-us page with its locations', (slug) => {
    const page = pagesOf(docsOf(slug)).get('pages/visit-us');
    expect(page).toBeDefined();
    expect((page!.blocks as Block[]).map((b) => b._type)).toContain('locationsBlock');
    const text = plainText(richText(page!)).toLowerCase();
    for (const topic of ['parking', 'public transport', 'opening hours']) expect(text, `${slug} visit-us: ${topic}`).toContain(topic);
  });

  it.each(NEW_VEHICLE_DEALERS)('%s: has a new vehicle enquiry page with a contact form preset to New Vehicle Enquiry', (slug) => {
    const page = pagesOf(docsOf(slug)).get('enquiries/new-vehicle-enquiry');
    expect(page?.blocks).toEqual([expect.objectContaining({ _type: 'leadFormBlock', form: 'contact', category: 'New Vehicle Enquiry' })]);
  });

  it('Harbour Toyota has the Toyota Warranty Advantage page', () => {
    const page = pagesOf(docsOf('harbour-toyota')).get('pages/toyota-warranty-advantage');
    expect(page).toBeDefined();
    expect(plainText(richText(page!))).toMatch(/up to seven years/);
  });

  it.each(DEALERS)('%s: no page carries placeholder text', (slug) => {
    for (const [pageSlug, page] of pagesOf(docsOf(slug))) {
      expect(JSON.stringify(page), `${slug} ${pageSlug}`).not.toMatch(/lorem ipsum|\bTODO\b|\bTBC\b/i);
    }
  });
});

describe('privacy policy (Australian Privacy Principles, APP 1.4)', () => {
  /** One keyword (or pattern) per matter APP 1.4 says a privacy policy must cover, plus spec §8's extras. */
  const TOPICS: [topic: string, pattern: RegExp][] = [
    ['kinds of personal information collected and held', /kinds of information/i],
    ['how it is collected', /how we collect/i],
    ['how it is held', /how we hold/i],
    ['purposes of collection, use and disclosure', /collect, use and disclose/i],
    ['how to access it', /\baccess\b/i],
    ['how to seek correction', /\bcorrect/i],
    ['how to complain and how a complaint is dealt with', /complain[\s\S]*within 30 days/i],
    ['the regulator', /Office of the Australian Information Commissioner/],
    ['overseas disclosure and the countries', /overseas[\s\S]*(United States|Singapore|New Zealand)/i],
    ['marketing opt-out', /unsubscribe/i],
    ['cookies and analytics', /cookies/i],
    ['security', /protect personal information/i],
  ];

  it.each(DEALERS)('%s: a privacy policy page is linked from the footer navigation', (slug) => {
    const docs = docsOf(slug);
    expect(navPaths(docs, 'footer')).toContain('/privacy-policy');
    expect(pagesOf(docs).has('privacy-policy')).toBe(true);
  });

  it.each(DEALERS)('%s: the privacy policy covers each APP 1.4 topic', (slug) => {
    const page = pagesOf(docsOf(slug)).get('privacy-policy')!;
    const text = plainText(richText(page));
    expect(TOPICS.filter(([, pattern]) => !pattern.test(text)).map(([topic]) => topic)).toEqual([]);
  });

  it.each(DEALERS)("%s: the privacy policy links the complaint handling process, the unsubscribe page and the OAIC, and gives the dealer's contact details", (slug) => {
    const docs = docsOf(slug);
    const site = docs.find((d) => d._type === 'site')!;
    const blocks = richText(pagesOf(docs).get('privacy-policy')!);
    expect(hrefs(blocks)).toEqual(expect.arrayContaining(['/pages/complaint-handling-process', '/pages/unsubscribe', 'https://www.oaic.gov.au']));
    expect(hrefs(blocks).some((h) => /^mailto:privacy@/.test(h))).toBe(true);
    const text = plainText(blocks);
    expect(text).toContain((site.phones as { main: string }).main);
    expect(text).toContain(String(site.address).split(',')[0]);
  });
});
