import { TEMPLATES } from '@forecourt/schemas/sanity';
import type { ObjectSchemaType } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import { flagColumns, rootFields, type FlagColumn } from './columns';
import { filterRows, flagPatches, siteRows, type SiteFlagsDocument } from './rows';
import { compiledSiteType, sampleSites } from './test-fixture';

let siteType: ObjectSchemaType;
let columns: FlagColumn[];
beforeAll(async () => {
  siteType = await compiledSiteType();
  columns = flagColumns(siteType);
});

const features = (d: SiteFlagsDocument) => d.features as Record<string, unknown>;
const column = (key: string) => columns.find((c) => c.key === key)!;

describe('flag columns', () => {
  it("are the Features group's boolean fields, in schema order, read from the compiled schema", () => {
    const featuresGroup = siteType.fields.filter((f) => [f.group ?? []].flat().includes('features'));
    const featuresObject = siteType.fields.find((f) => f.name === 'features')!.type as ObjectSchemaType;
    const booleans = featuresObject.fields.filter((f) => f.type.jsonType === 'boolean');
    // The group's other fields (finance provider, valuation provider, minimum rating) are no switches.
    expect(
      featuresGroup.filter((f) => f.name !== 'features').every((f) => f.type.jsonType !== 'boolean'),
    ).toBe(true);
    expect(columns.map((c) => c.key)).toEqual(booleans.map((f) => `features.${f.name}`));
    expect(columns.length).toBeGreaterThan(20);
    expect(columns.map((c) => c.key)).not.toContain('features.checkout_path');
    expect(rootFields(columns)).toEqual(['features']);
  });

  it("take the field's title and initial value", () => {
    expect(column('features.print')).toEqual({
      key: 'features.print',
      path: ['features', 'print'],
      title: 'Print / PDF',
      defaultValue: true,
    });
    expect(column('features.chat')).toMatchObject({ title: 'Chat', defaultValue: false });
  });

  it('include a boolean added to the group anywhere, and nothing from other groups', () => {
    const extra = {
      ...siteType,
      fields: [
        ...siteType.fields,
        { name: 'beta', group: 'features', type: { jsonType: 'boolean', name: 'boolean', title: 'Beta' } },
      ],
    } as ObjectSchemaType;
    expect(flagColumns(extra).at(-1)).toMatchObject({ key: 'beta', title: 'Beta' });
    expect(flagColumns(siteType, 'search').map((c) => c.key)).toContain('search_settings.shuffle_promos');
    expect(columns.some((c) => c.key.startsWith('search_settings.'))).toBe(false);
  });
});

describe('the table of the sample sites', () => {
  it('has a row per site, sorted by name, with every column', () => {
    const rows = siteRows(sampleSites, columns);
    expect(rows.map((r) => r.id)).toEqual(
      [...sampleSites].sort((a, b) => String(a.name).localeCompare(String(b.name))).map((d) => d._id),
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) expect([...row.cells.keys()]).toEqual(columns.map((c) => c.key));
  });

  it("shows each document's value, or the field's default where the document has none", () => {
    const rows = siteRows(sampleSites, columns);
    let defaults = 0;
    for (const document of sampleSites) {
      const row = rows.find((r) => r.id === document._id)!;
      expect(row.template).toBe(document.template);
      expect(row.name).toBe(document.name);
      for (const c of columns) {
        const stored = features(document)[c.key.slice('features.'.length)];
        const cell = row.cells.get(c.key)!;
        if (typeof stored === 'boolean')
          expect(cell, `${row.id} ${c.key}`).toEqual({
            value: stored,
            isDefault: false,
            draftDiffers: false,
          });
        else {
          defaults++;
          expect(cell, `${row.id} ${c.key}`).toEqual({
            value: c.defaultValue,
            isDefault: true,
            draftDiffers: false,
          });
        }
      }
    }
    expect(defaults).toBeGreaterThan(0); // e.g. show_unregistered, set on no sample site
    const harbour = rows.find((r) => r.id === 'site-harbour-toyota')!;
    expect(harbour.cells.get('features.toyota_certified')?.value).toBe(true);
    expect(harbour.cells.get('features.compare')?.value).toBe(false);
  });

  it('filters by template', () => {
    const rows = siteRows(sampleSites, columns);
    expect(filterRows(rows, 'all')).toEqual(rows);
    expect(filterRows(rows, 'toyota').map((r) => r.id)).toEqual(['site-harbour-toyota']);
    expect(filterRows(rows, 'caravan').map((r) => r.id)).toEqual(['site-coorong-caravans']);
    expect(
      TEMPLATES.flatMap((t) => filterRows(rows, t))
        .map((r) => r.id)
        .sort(),
    ).toEqual(rows.map((r) => r.id).sort());
  });

  it('keeps a site and its draft in one row, showing the live value and marking a draft that differs', () => {
    const harbour = sampleSites.find((d) => d._id === 'site-harbour-toyota')!;
    const draft = {
      ...harbour,
      _id: 'drafts.site-harbour-toyota',
      name: 'Harbour Toyota (new name)',
      features: { ...features(harbour), chat: false },
    };
    const neverPublished = {
      _id: 'drafts.site-new',
      name: 'New dealer',
      template: 'used',
      features: { chat: true },
    };
    const rows = siteRows([...sampleSites, draft, neverPublished], columns);
    expect(rows).toHaveLength(5);
    const row = rows.find((r) => r.id === 'site-harbour-toyota')!;
    expect(row).toMatchObject({
      name: 'Harbour Toyota (new name)',
      publishedId: 'site-harbour-toyota',
      draftId: 'drafts.site-harbour-toyota',
    });
    expect(row.cells.get('features.chat')).toEqual({ value: true, isDefault: false, draftDiffers: true });
    expect(row.cells.get('features.print')?.draftDiffers).toBe(false);
    const fresh = rows.find((r) => r.id === 'site-new')!;
    expect(fresh).toMatchObject({ publishedId: undefined, draftId: 'drafts.site-new' });
    expect(fresh.cells.get('features.chat')?.value).toBe(true);
  });
});

describe('a toggle', () => {
  it('patches the published document, and its draft when there is one, creating the features object if missing', () => {
    const harbour = sampleSites.find((d) => d._id === 'site-harbour-toyota')!;
    const [published] = siteRows([harbour], columns);
    expect(flagPatches(published!, column('features.chat'), false)).toEqual([
      { id: 'site-harbour-toyota', setIfMissing: { features: {} }, set: { 'features.chat': false } },
    ]);
    const [both] = siteRows([harbour, { ...harbour, _id: 'drafts.site-harbour-toyota' }], columns);
    expect(flagPatches(both!, column('features.print'), true).map((p) => p.id)).toEqual([
      'site-harbour-toyota',
      'drafts.site-harbour-toyota',
    ]);
    const [draftOnly] = siteRows([{ _id: 'drafts.site-new', name: 'New' }], columns);
    expect(flagPatches(draftOnly!, column('features.print'), true).map((p) => p.id)).toEqual([
      'drafts.site-new',
    ]);
  });
});
