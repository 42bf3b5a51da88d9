import { createClient } from '@sanity/client';
import { SITE_DOCUMENT_TYPES } from '@forecourt/schemas/sanity';
import { createMockAuthStore, createSourceFromConfig, type Source } from 'sanity';
import { createStructureBuilder, type StructureBuilder } from 'sanity/structure';
import { beforeAll, describe, expect, it } from 'vitest';
import config from './sanity.config';
import { listTemplateIds, newDocumentOptions, siteTemplateId, siteTemplates } from './siteDocuments';
import { structure } from './structure';

// Serialized panes carry schema objects with cycles: compare only what the desk shows and queries.
interface Pane {
  id: string;
  title?: string;
  type?: string;
  items?: { id: string; title?: string; type: string; schemaType?: { name: string } }[];
  options?: { filter?: string; params?: Record<string, unknown>; type?: string; id?: string };
  initialValueTemplates?: { templateId: string; parameters?: Record<string, unknown> }[];
  child?: unknown;
}
type Serializable = { serialize: (options?: { path: string[] }) => Pane };
type Resolver = (id: string, options: { path: string[] }) => unknown;

let S: StructureBuilder;

beforeAll(async () => {
  // An offline source: the structure builder reads schema, templates and new-document options from it.
  const client = createClient({ projectId: 'placeholder', dataset: 'test', apiVersion: '2025-01-01', useCdn: false });
  const source: Source = await createSourceFromConfig({
    ...config,
    auth: createMockAuthStore({ client, currentUser: null }),
  });
  S = createStructureBuilder({ source, perspectiveStack: [] });
});

// Children come back either already serialized, as builders, or as resolver functions.
const serialize = (node: unknown): Pane =>
  typeof (node as Partial<Serializable>).serialize === 'function' ? (node as Serializable).serialize({ path: [] }) : (node as Pane);
const open = async (pane: Pane, id: string): Promise<Pane> => {
  const item = pane.items?.find((i) => i.id === id) as { child?: unknown } | undefined;
  const child = item ? item.child : pane.child;
  return serialize(typeof child === 'function' ? await (child as Resolver)(id, { path: [] }) : child);
};

describe('desk structure', () => {
  it('shows dealer sites and shared brands, and no flat list of per-site types', async () => {
    const root = serialize(await structure(S, {} as never));
    const ids = root.items?.map((i) => i.id) ?? [];
    expect(ids.slice(0, 2)).toEqual(['sites', 'brands']);
    for (const type of [...SITE_DOCUMENT_TYPES, 'site', 'manufacturer', 'model']) expect(ids).not.toContain(type);

    const brands = await open(root, 'brands');
    expect(brands.items?.map((i) => i.id)).toEqual(['manufacturer', 'model']);
  });

  it('opens the one finance settings document directly, never a list of them', async () => {
    const root = serialize(await structure(S, {} as never));
    const ids = root.items?.map((i) => i.id) ?? [];
    expect(ids[2]).toBe('financeSettings');
    expect(ids.filter((id) => id === 'financeSettings')).toHaveLength(1);
    const pane = await open(root, 'financeSettings');
    expect(pane.options).toMatchObject({ id: 'finance-settings', type: 'financeSettings' });
  });

  it("opens a site's settings and one list per document type, filtered by the site", async () => {
    const root = serialize(await structure(S, {} as never));
    const sites = await open(root, 'sites');
    expect(sites.options?.filter).toBe('_type == $type');
    expect(sites.options?.params).toEqual({ type: 'site' });

    const site = await open(sites, 'site-a');
    expect(site.items?.filter((i) => i.type === 'listItem').map((i) => i.title)).toEqual([
      'Settings', 'Navigation', 'Locations', 'Offers', 'Promo cards', 'Popup promotions', 'Reviews', 'Pages', 'Blog posts',
    ]);

    const settings = await open(site, 'settings');
    expect(settings.options).toMatchObject({ id: 'site-a', type: 'site' });

    for (const type of SITE_DOCUMENT_TYPES) {
      const list = await open(site, type);
      expect(list.options?.filter).toBe('_type == $type && site._ref == $siteId');
      expect(list.options?.params).toEqual({ type, siteId: 'site-a' });
      expect(list.initialValueTemplates).toEqual(
        listTemplateIds(type).map((templateId): unknown => expect.objectContaining({ templateId, parameters: { siteId: 'site-a' } })),
      );
    }
    // A navigation document is a header or a footer menu; a page may start as one of the standard pages.
    expect(listTemplateIds('navigation')).toEqual(['navigation-header-for-site', 'navigation-footer-for-site']);
    expect(listTemplateIds('page')).toEqual(expect.arrayContaining([siteTemplateId('page'), 'page-about-us-for-site', 'page-privacy-policy-for-site']));
    expect(listTemplateIds('offer')).toEqual([siteTemplateId('offer')]);
  });

  it('creates a dealer site from one of the four templates', async () => {
    const root = serialize(await structure(S, {} as never));
    const sites = await open(root, 'sites');
    expect(sites.initialValueTemplates?.map((t) => t.templateId)).toEqual(['site-toyota', 'site-group', 'site-used', 'site-caravan']);
  });
});

describe('site templates', () => {
  it('pre-fill the site reference', async () => {
    const resolve = siteTemplates.find((t) => t.schemaType === 'offer')?.value as (params: { siteId: string }) => unknown;
    const value = await resolve({ siteId: 'site-a' });
    expect(value).toEqual({ site: { _type: 'reference', _ref: 'site-a' } });
  });

  it('are left out of the global create menu, with the per-site types themselves', () => {
    const prev = ['site', 'site-toyota', 'manufacturer', 'offer', siteTemplateId('offer'), 'navigation-header-for-site', 'page-home-for-site'].map((templateId) => ({ templateId }));
    const global = newDocumentOptions(prev, { creationContext: { type: 'global' } } as never);
    // A blank site is not offered either: every site starts from its template.
    expect(global.map((t) => t.templateId)).toEqual(['site-toyota', 'manufacturer']);
    const inStructure = newDocumentOptions(prev, { creationContext: { type: 'structure', schemaType: 'offer' } } as never);
    expect(inStructure).toHaveLength(prev.length);
  });
});
