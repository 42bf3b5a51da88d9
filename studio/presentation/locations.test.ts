/**
 * The Presentation tool's locations over the sample content: every per-site document previews on its
 * own dealer's address, on pages the site's route table answers, and never on another dealer's site.
 * The `select` paths are resolved here as the Studio does (a dotted path through references).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeFor } from '@forecourt/schemas/routes';
import { describe, expect, it } from 'vitest';
import { documentLocations, PAGES_BY_TYPE } from './locations';
import { siteOrigin } from './site-origin';

type Doc = Record<string, unknown> & { _id: string; _type: string };
const CONTENT = path.resolve(import.meta.dirname, '../../tenants/content');
const documents = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.ndjson'))
  .flatMap((f) => readFileSync(path.join(CONTENT, f), 'utf8').split('\n').filter(Boolean))
  .map((line) => JSON.parse(line) as Doc)
  .filter((d) => !d._id.startsWith('drafts.'));
const byId = new Map(documents.map((d) => [d._id, d]));

/** A preview `select` path, following references as Sanity's preview store does. */
function at(document: unknown, dotted: string): unknown {
  let value: unknown = document;
  for (const key of dotted.split('.')) {
    if (value && typeof value === 'object' && '_ref' in value) value = byId.get(String((value)._ref));
    if (value === null || typeof value !== 'object') return undefined;
    value = new Map(Object.entries(value)).get(key);
  }
  return value;
}

const selected = (doc: Doc) => {
  const spec = new Map(Object.entries(PAGES_BY_TYPE)).get(doc._type)!;
  return Object.fromEntries(Object.entries(spec.select).map(([name, dotted]) => [name, at(doc, dotted)]));
};

const siteOfDoc = (doc: Doc): Doc => (doc._type === 'site' ? doc : byId.get((doc.site as { _ref: string })._ref)!);
const ownOrigin = (doc: Doc, template?: string) => {
  const site = siteOfDoc(doc);
  return siteOrigin({ slug: (site.slug as { current: string }).current, url: site.url as string, domain: (site.domains as string[] | undefined)?.[0] }, template);
};

const previewed = documents.filter((d) => Object.hasOwn(PAGES_BY_TYPE, d._type));

describe('Presentation locations', () => {
  it('cover every per-site type in the sample content', () => {
    expect(new Set(previewed.map((d) => d._type))).toEqual(new Set(['site', 'location', 'offer', 'navigation', 'popupPromotion', 'promo', 'page', 'blogPost']));
  });

  it.each([undefined, 'http://{slug}.localhost:3000'])('every document previews on its own site, on paths the site answers (origin template %s)', (template) => {
    for (const doc of previewed) {
      const state = documentLocations(doc._type, selected(doc), template);
      expect(state?.locations?.length, doc._id).toBeGreaterThan(0);
      for (const location of state!.locations!) {
        const url = new URL(location.href);
        expect(url.origin, doc._id).toBe(ownOrigin(doc, template));
        expect(routeFor(url.pathname), `${doc._id} ${url.pathname}`).toBeDefined();
      }
    }
  });

  it('maps a location to its location page, an offer to its offer page and the home page, a site to its home page', () => {
    const paths = (id: string) => documentLocations(byId.get(id)!._type, selected(byId.get(id)!), undefined)!.locations!.map((l) => l.href);
    expect(paths('site-harbour-toyota')).toEqual(['https://www.harbourtoyota.com.au/']);
    expect(paths('offer-harbour-toyota-rav4-hybrid-2-99-finance')).toEqual([
      'https://www.harbourtoyota.com.au/offers/rav4-hybrid-2-99-finance',
      'https://www.harbourtoyota.com.au/special-offers',
      'https://www.harbourtoyota.com.au/',
    ]);
    // A multi-make site puts the manufacturer in the offer's path, as the site's own links do.
    const groupOffer = previewed.find((d) => d._type === 'offer' && (d.site as { _ref: string })._ref === 'site-southern-cross-motors' && d.manufacturer)!;
    expect(paths(groupOffer._id)[0]).toMatch(/\/offers\/[a-z0-9-]+\/[a-z0-9-]+$/);
    const location = previewed.find((d) => d._type === 'location')!;
    expect(paths(location._id)[0]).toMatch(new RegExp(`/our-location/${(location.slug as { current: string }).current}$`));
    const navigation = documentLocations('navigation', selected(byId.get('nav-harbour-toyota-header')!), undefined)!;
    expect(navigation.message).toBe('This header menu is on every page of the site.');
  });

  it('says so instead of guessing when a site has no address yet', () => {
    const state = documentLocations('offer', { slug: 'x', siteSlug: 'new-dealer' }, undefined)!;
    expect(state.locations).toEqual([]);
    expect(state.tone).toBe('caution');
  });

  it('knows nothing of other types', () => {
    expect(documentLocations('manufacturer', { name: 'Toyota' }, undefined)).toBeNull();
  });
});
