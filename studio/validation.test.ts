/**
 * The Studio's own validation, run offline through Sanity's validateDocument with this Studio's
 * schema: custom rules that query the dataset (a menu link must answer, an offer's model) read a
 * groq-js evaluation of the sample content instead of the Content Lake (test-fixture.ts). Every rule that stops
 * publishing is shown failing on a changed sample document and passing on the sample content.
 */
import type { SanityDocument, Source } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ALT_TEXT } from '@forecourt/schemas/sanity';
import { documents, markers as markersIn, messages as messagesIn, offlineSource, published } from './test-fixture';

let source: Source;
beforeAll(async () => {
  source = await offlineSource();
});

const markers = (document: SanityDocument) => markersIn(source, document);
const messages = (document: SanityDocument, level: 'error' | 'warning') => messagesIn(source, document, level);
const problems = (document: SanityDocument) => messages(document, 'error');

const headerOf = (site: string) => documents.find((d) => d._type === 'navigation' && d._id === `nav-${site}-header`)!;

// Validating whole sample documents through Sanity takes seconds on a busy CI machine.
const SLOW = { timeout: 60_000 };

describe('a menu link must answer on its site', () => {
  it('passes every sample site’s header as it is', SLOW, async () => {
    for (const site of ['harbour-toyota', 'gateway-car-superstore']) expect(await problems(headerOf(site)), site).toEqual([]);
  });

  it('stops publishing a link to a page the site does not have, naming the link', SLOW, async () => {
    const header = headerOf('harbour-toyota');
    const items = [...(header.items as object[]), { _key: 'broken', _type: 'navItem', label: 'Fleet', path: '/fleet-sales-2019' }, { _key: 'api', _type: 'navItem', label: 'API', path: '/api/leads/general' }];
    const found = await problems({ ...header, items });
    expect(found.sort()).toEqual([
      'items.[api].path: This is not a page of the site (an API or a developer address): link to a page.',
      'items.[broken].path: No published page has the address /fleet-sales-2019: publish it first, or link to a page that exists.',
    ]);
  });
});

describe('a link in a page’s text must answer on its site', () => {
  const page = () => documents.find((d) => d._id === 'page-harbour-toyota-about-us')!;
  const withLink = (href: string) => ({
    ...page(),
    body: [{ _type: 'block', _key: 'b1', style: 'normal', markDefs: [{ _type: 'link', _key: 'm1', href }], children: [{ _type: 'span', _key: 's1', text: 'Read more', marks: ['m1'] }] }],
  });

  it.each(['/service', '/about-us', '/careers?from=about', 'https://www.toyota.com.au/', 'tel:0299999999'])('passes %s', SLOW, async (href) => {
    expect(await problems(withLink(href))).toEqual([]);
  });

  it.each([
    ['/fleet-sales-2019', 'No published page has the address /fleet-sales-2019'],
    ['/api/leads/general', 'This is not a page of the site'],
  ])('stops publishing %s', SLOW, async (href, message) => {
    const found = await problems(withLink(href));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^body\.\[b1\]\.markDefs\.\[m1\]\.href: /);
    expect(found[0]).toContain(message);
  });
});

const first = (type: string) => published(type)[0]!;

describe('the sample content publishes as it is', () => {
  it.each(['site', 'location', 'offer', 'promo', 'popupPromotion', 'navigation', 'page', 'blogPost'])('every %s has no errors', SLOW, async (type) => {
    const found = (await Promise.all(published(type).map(async (d) => (await problems(d)).map((p) => `${d._id} ${p}`)))).flat();
    expect(published(type).length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});

describe('content that cannot break a site', SLOW, () => {
  it('a location needs its coordinates and opening hours', async () => {
    const location = first('location') as SanityDocument & { address: Record<string, unknown> };
    const found = await problems({ ...location, address: { ...location.address, lat: undefined, long: undefined }, opening_hours: [] });
    expect(found.sort()).toEqual([
      'address.lat: Add the latitude: the map and the distance search need it.',
      'address.long: Add the longitude: the map and the distance search need it.',
      'opening_hours: Add the opening hours: shoppers see them on the location page and the cards.',
    ]);
  });

  it('a dealer site needs a complaints contact with an e-mail or a phone', async () => {
    const site = first('site');
    const message = 'complaints_contact.email: Add an e-mail or a phone for complaints: every dealer site must say who handles them.';
    expect(await problems({ ...site, complaints_contact: { manager: 'Sam' } })).toContain(message);
    const withoutContact: SanityDocument = { ...site };
    delete withoutContact.complaints_contact;
    expect(await problems(withoutContact)).toContain(message);
    expect(await problems({ ...site, complaints_contact: { phone: '02 9999 0000' } })).toEqual([]);
  });

  it("an offer's end comes on or after its start, and its model is its manufacturer's, and both exist", async () => {
    const offer = first('offer');
    expect(await problems({ ...offer, starts_at: '2026-12-10', ends_at: '2026-12-01' })).toEqual(['ends_at: Must be on or after the start.']);
    const modelA = published('model').find((m) => (m.manufacturer as { _ref?: string } | undefined)?._ref)!;
    const otherMake = published('manufacturer').find((m) => m._id !== (modelA.manufacturer as { _ref: string })._ref)!;
    const mismatched = { ...offer, manufacturer: { _type: 'reference', _ref: otherMake._id }, model: { _type: 'reference', _ref: modelA._id } };
    expect(await problems(mismatched)).toEqual(["model: That model is not one of the offer's manufacturer's models."]);
    const missing = { ...offer, manufacturer: { _type: 'reference', _ref: 'manufacturer-nobody' } };
    expect(await problems(missing)).toContain('manufacturer: That manufacturer does not exist (or is not published): choose one from the list.');
  });

  it('an offer ending within 7 days is a warning, not an error', async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const found = await markers({ ...first('offer'), starts_at: undefined, ends_at: soon });
    expect(found.filter((m) => m.level === 'error')).toEqual([]);
    expect(found.filter((m) => m.level === 'warning' && m.path.length === 1 && m.path[0] === 'ends_at').map((m) => m.message)).toEqual([expect.stringMatching(/^This offer ends on .*, within 7 days/)]);
  });

  it("a promo's expiry comes after its start", async () => {
    const promo = first('promo');
    expect(await problems({ ...promo, start: '2026-12-10T00:00:00Z', expiry: '2026-12-01T00:00:00Z' })).toEqual(['expiry: Must be after the start.']);
  });
});

describe('images without alternative text', SLOW, () => {
  const withAlt = (image: object, alt?: string) => ({ ...image, alt });
  const imageOf = (document: SanityDocument, field: string) => document[field] as object;

  it.each([
    ['manufacturer', 'logo'],
    ['model', 'image'],
    ['location', 'image'],
    ['offer', 'image'],
    ['promo', 'image'],
    ['popupPromotion', 'image'],
    ['blogPost', 'image'],
  ])("the %s's %s without alt text is a warning, and the document still publishes", async (type, field) => {
    const document = published(type).find((d) => d[field])!;
    const without = { ...document, [field]: withAlt(imageOf(document, field)) };
    expect(await problems(without)).toEqual([]);
    expect(await messages(without, 'warning')).toContain(`${field}.alt: ${MISSING_ALT_TEXT}`);
    const blank = { ...document, [field]: withAlt(imageOf(document, field), '   ') };
    expect(await messages(blank, 'warning')).toContain(`${field}.alt: ${MISSING_ALT_TEXT}`);

    const described = { ...document, [field]: withAlt(imageOf(document, field), 'The dealership at dusk') };
    expect(await problems(described)).toEqual([]);
    expect((await messages(described, 'warning')).filter((m) => m.includes(MISSING_ALT_TEXT))).toEqual([]);
  });

  it("a hero block's image without alt text is a warning on that block; no image, no warning", async () => {
    const page = published('page').find((p) => (p.blocks as { _type: string; image?: object }[] | undefined)?.some((b) => b._type === 'heroBlock' && b.image))!;
    const blocks = page.blocks as { _key: string; _type: string; image?: object }[];
    const hero = blocks.find((b) => b._type === 'heroBlock' && b.image)!;
    const replace = (image: object | undefined) => ({ ...page, blocks: blocks.map((b) => (b === hero ? { ...b, image } : b)) });

    const without = replace(withAlt(hero.image!));
    expect(await problems(without)).toEqual([]);
    expect(await messages(without, 'warning')).toEqual([`blocks.[${hero._key}].image.alt: ${MISSING_ALT_TEXT}`]);
    expect(await messages(replace(withAlt(hero.image!, 'A family loading bikes onto a ute')), 'warning')).toEqual([]);
    expect(await messages(replace(undefined), 'warning')).toEqual([]);
  });
});
