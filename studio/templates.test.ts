/**
 * The templates a new dealer is set up from, resolved the way the Studio resolves them (Sanity's
 * resolveInitialValue: the template's value over the schema's initial values, array keys added) and
 * validated offline as validation.test.ts does. Each runs for the sample site of its template in a
 * dataset that holds only that site and its locations, as a new dealer's has when menus and pages
 * are first made: so nothing passes by linking to a sample page that happens to exist.
 */
import { linkTarget } from '@forecourt/schemas/routes';
import { TEMPLATES, type Template as SiteTemplate } from '@forecourt/schemas/sanity';
import { resolveInitialValue, type SanityDocument, type Source } from 'sanity';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dealerSiteTemplateId } from './dealerSiteTemplates';
import { menuTemplateId, type Placement } from './menuTemplates';
import { STANDARD_PAGES, pageTemplateId } from './pageTemplates';
import { documents, messages, offlineClient, offlineSource, published } from './test-fixture';

let source: Source;
beforeAll(async () => {
  source = await offlineSource();
});

const SLOW = { timeout: 60_000 };

const sampleSite = (template: SiteTemplate) => published('site').find((s) => s.template === template)!;

/** The platform's shared content, every site, and this site's locations: no menus, pages or posts of any site. */
const newDealerDataset = (siteId: string) =>
  documents.filter((d) => !('site' in d) || (d._type === 'location' && (d.site as { _ref: string })._ref === siteId));

async function resolve(templateId: string, params: Record<string, unknown>, dataset: SanityDocument[]) {
  const template = source.templates.find((t) => t.id === templateId);
  if (!template) throw new Error(`no template ${templateId}`);
  const context = { getClient: () => offlineClient(dataset) as never, schema: source.schema, projectId: 'placeholder', dataset: 'test', currentUser: null };
  // Sanity schedules the work with window.scheduler when the browser has one; Node has no window.
  vi.stubGlobal('window', {});
  try {
    const value = await resolveInitialValue(source.schema, template, params, context);
    return { _id: `drafts.new-${templateId}`, _type: template.schemaType, ...value } as SanityDocument;
  } finally {
    vi.unstubAllGlobals();
  }
}

type Item = { path?: string; children?: Item[] };
const paths = (items: Item[] | undefined): string[] => (items ?? []).flatMap((i) => [...(i.path ? [i.path] : []), ...paths(i.children)]);

describe.each(TEMPLATES)('a new %s dealer', (template) => {
  const site = () => sampleSite(template);
  const dataset = () => newDealerDataset(site()._id);

  it.each(['header', 'footer'] as Placement[])('gets a %s menu that publishes as it is, every link a fixed route', SLOW, async (placement) => {
    const menu = await resolve(menuTemplateId(placement), { siteId: site()._id }, dataset());
    expect(menu).toMatchObject({ site: { _ref: site()._id }, placement });
    expect(await messages(source, menu, 'error', dataset())).toEqual([]);
    expect(await messages(source, menu, 'warning', dataset())).toEqual([]);
    const links = paths(menu.items as Item[]);
    expect(links.length).toBeGreaterThan(3);
    for (const path of links) expect(linkTarget(path), path).toEqual({ kind: 'route' });
  });

  it.each(STANDARD_PAGES.map((p) => p.slug))('gets a standard page %s that publishes as it is', SLOW, async (slug) => {
    const page = await resolve(pageTemplateId(slug), { siteId: site()._id }, dataset());
    expect(page).toMatchObject({ site: { _ref: site()._id }, slug: { current: slug } });
    expect(await messages(source, page, 'error', dataset())).toEqual([]);
    expect(await messages(source, page, 'warning', dataset())).toEqual([]);
    const blocks = (page.blocks ?? []) as { actions?: Item[] }[];
    for (const path of blocks.flatMap((b) => paths(b.actions))) expect(linkTarget(path), path).toEqual({ kind: 'route' });
  });

  it("gets a site with the template's settings, and publishes once the dealer's own details are added", SLOW, async () => {
    const value = await resolve(dealerSiteTemplateId(template), {}, documents);
    expect(value.template).toBe(template);
    for (const own of ['name', 'slug', 'domains', 'url', 'email', 'complaints_contact']) expect(value, own).not.toHaveProperty(own);
    // A flag the template does not set keeps the schema's own default.
    expect((value.features as { print?: boolean }).print).toBe(true);

    const sample = site();
    const identity = ['name', 'slug', 'dealerships', 'complaints_contact'].map((key) => [key, sample[key]]);
    const theme = { ...(value.theme as object), primary: (sample.theme as { primary: string }).primary };
    const filled = { ...value, ...Object.fromEntries(identity), theme, _id: `drafts.${sample._id}` } as SanityDocument;
    expect(await messages(source, filled, 'error')).toEqual([]);
  });
});

describe('templates read the site', SLOW, () => {
  it("menus follow the site's template, its draft first (a new site is usually unpublished)", async () => {
    const toyota = sampleSite('toyota');
    const labels = (menu: SanityDocument) => (menu.items as { label: string }[]).map((i) => i.label);
    expect(labels(await resolve(menuTemplateId('header'), { siteId: toyota._id }, documents))).toContain('Pre-Owned Vehicles');
    const asUsedDraft = [...documents, { ...toyota, _id: `drafts.${toyota._id}`, template: 'used' }];
    const header = labels(await resolve(menuTemplateId('header'), { siteId: toyota._id }, asUsedDraft));
    expect(header).toContain('Buy a Car');
    expect(header).not.toContain('Pre-Owned Vehicles');
  });

  it('a site not found (or without a template) gets menus every site can use', async () => {
    const menu = await resolve(menuTemplateId('header'), { siteId: 'site-nobody' }, documents);
    expect(paths(menu.items as Item[])).toContain('/our-location');
  });

  it("the home page is titled with the site's name; a Toyota site's franchise is Toyota where the brands have it", async () => {
    const toyota = sampleSite('toyota');
    expect((await resolve(pageTemplateId('home'), { siteId: toyota._id }, documents)).title).toBe(toyota.name);
    expect((await resolve(dealerSiteTemplateId('toyota'), {}, documents)).manufacturer).toEqual({ _type: 'reference', _ref: 'manufacturer-toyota' });
    const withoutBrands = documents.filter((d) => d._type !== 'manufacturer');
    expect(await resolve(dealerSiteTemplateId('toyota'), {}, withoutBrands)).not.toHaveProperty('manufacturer');
  });
});
