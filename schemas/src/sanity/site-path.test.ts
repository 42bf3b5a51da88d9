/**
 * The menu link rule (helpers.ts sitePathAnswers) against a dataset evaluated by groq-js — the
 * query the Studio sends, run offline: a published page, location or blog post of the same site
 * answers; a draft, another site's page or no page does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { LINK_TARGET_MESSAGES } from '../routes/link-target';
import { sitePathAnswers } from './helpers';

const DATASET = [
  { _id: 'site-a', _type: 'site', manufacturer: { _ref: 'make-toyota' } },
  { _id: 'site-b', _type: 'site' },
  { _id: 'model-rav4', _type: 'model', manufacturer: { _ref: 'make-toyota' }, slug: { current: 'rav4' } },
  { _id: 'drafts.model-bz4x', _type: 'model', manufacturer: { _ref: 'make-toyota' }, slug: { current: 'bz4x' } },
  { _id: 'model-cx5', _type: 'model', manufacturer: { _ref: 'make-mazda' }, slug: { current: 'cx-5' } },
  { _id: 'page-about', _type: 'page', site: { _ref: 'site-a' }, slug: { current: 'about-us' } },
  { _id: 'drafts.page-finance', _type: 'page', site: { _ref: 'site-a' }, slug: { current: 'finance-faq' } },
  { _id: 'page-b-only', _type: 'page', site: { _ref: 'site-b' }, slug: { current: 'fleet' } },
  { _id: 'loc-a', _type: 'location', site: { _ref: 'site-a' }, slug: { current: 'harbour-sales' }, name: 'Harbour Toyota Sales' },
  { _id: 'drafts.loc-new', _type: 'location', site: { _ref: 'site-a' }, slug: { current: 'harbour-east' }, name: 'Harbour East Service' },
  { _id: 'post-a', _type: 'blogPost', site: { _ref: 'site-a' }, slug: { current: 'new-rav4' } },
];

const context = (site: string | undefined) => ({
  document: { _id: 'nav-header', _type: 'navigation', ...(site ? { site: { _ref: site } } : {}) },
  getClient: () => ({
    fetch: async (query: string, params: Record<string, unknown>): Promise<unknown> => (await evaluate(parse(query), { dataset: DATASET, params })).get() as unknown,
  }),
});

const check = (path: string | undefined, site: string | undefined = 'site-a') => sitePathAnswers(path, context(site) as never);

describe('sitePathAnswers', () => {
  it('passes a fixed route and a published document of the same site', async () => {
    for (const path of ['/', '/pre-owned?certified=true', '/about-us', '/our-location/harbour-sales', '/contact-us/harbour-toyota', '/blog/new-rav4', '/blog/news', '/sitemap.xml']) {
      expect(await check(path), path).toBe(true);
    }
  });

  it('stops a link to a page that is not published on this site', async () => {
    expect(await check('/finance-faq')).toBe('No published page has the address /finance-faq: publish it first, or link to a page that exists.');
    expect(await check('/fleet')).toMatch(/^No published page has the address \/fleet/);
    expect(await check('/our-location/nowhere?x=1')).toBe('No published location has the address /our-location/nowhere: publish it first, or link to a page that exists.');
    expect(await check('/blog/old-news')).toMatch(/^No published blog post/);
    expect(await check('/contact-us/harbour-east')).toBe('No published location has the address /contact-us/harbour-east: publish it first, or link to a page that exists.');
    expect(await check('/api/leads/general')).toBe(LINK_TARGET_MESSAGES.notAPage);
  });

  it("passes a franchise site's model pages, as its catch-all shows them, and no other make's", async () => {
    expect(await check('/rav4')).toBe(true);
    expect(await check('/rav4/accessories')).toBe(true);
    expect(await check('/rav4/specs')).toMatch(/^No published page has the address \/rav4\/specs/);
    expect(await check('/bz4x')).toMatch(/^No published page/); // a draft model
    expect(await check('/cx-5')).toMatch(/^No published page/); // another make's model
    expect(await check('/rav4', 'site-b')).toMatch(/^No published page/); // a site without a franchise
  });

  it('leaves an empty or malformed path and a document without its site to their own rules', async () => {
    expect(await check(undefined)).toBe(true);
    expect(await check('//evil.example')).toBe(true);
    expect(await check('/about-us', undefined)).toBe(true);
  });
});

describe('the sample sites’ menus', () => {
  it('every menu link of every sample site answers by the Studio’s rule (as the link checker finds)', async () => {
    const dir = path.resolve(import.meta.dirname, '../../../tenants/content');
    const documents = readdirSync(dir)
      .filter((f) => f.endsWith('.ndjson'))
      .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as Record<string, unknown> & { _id: string; _type: string });
    const client = { fetch: async (query: string, params: Record<string, unknown>): Promise<unknown> => (await evaluate(parse(query), { dataset: documents, params })).get() as unknown };
    type Link = { path?: string; children?: Link[] };
    const problems: string[] = [];
    let checked = 0;
    for (const nav of documents.filter((d) => d._type === 'navigation' && !d._id.startsWith('drafts.'))) {
      const links = ((nav.items ?? []) as Link[]).flatMap((item) => [item, ...(item.children ?? [])]);
      for (const link of links) {
        if (!link.path) continue;
        checked++;
        const answer = await sitePathAnswers(link.path, { document: nav, getClient: () => client } as never);
        if (answer !== true) problems.push(`${nav._id} ${link.path}: ${answer}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
