import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { describe, expect, it } from 'vitest';
import { readStoredStock, stockFile } from '../store';
import { loadMapping, MappingError, parseMapping } from './mapping';
import { parseCsv } from './records';
import { importFeed, type ImportOptions } from './run';
import { engineSink, storeSink } from './sink';
import { loadImportSite, SiteError } from './site';

const docs = readDataset();
const site = loadImportSite(docs, 'harbour-toyota');
const NOW = new Date('2026-03-01T00:00:00Z');
const LATER = new Date('2026-03-08T00:00:00Z');
const LATEST = new Date('2026-03-15T00:00:00Z');
const sec = (d: Date) => Math.floor(d.getTime() / 1000);
const MAPPING = path.join(import.meta.dirname, 'mappings', 'australian-vehicle-prices.json');

function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-import-'));
  const dataDir = path.join(dir, 'data');
  const write = (name: string, content: string | Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  const run = (file: string, options: Partial<ImportOptions> = {}) => {
    const now = options.now ?? NOW;
    return importFeed({ site, file, now, sink: storeSink(dataDir, now), ...options });
  };
  const stored = () => readStoredStock(dataDir, site.slug)?.vehicles ?? [];
  const byStock = () => new Map(stored().map((v) => [v.stocknum, v]));
  return { dir, dataDir, write, run, stored, byStock };
}

function rejectsCsv(file: string): { line: number; reasons: string; fields: string[] }[] {
  const [, ...rows] = [...parseCsv(readFileSync(file, 'utf8'))];
  return rows.map((r) => ({ line: Number(r.fields[0]), reasons: r.fields[1] ?? '', fields: r.fields.slice(2) }));
}

interface JsonReject {
  line: number;
  reasons: { code: string; message: string }[];
  record: unknown;
}
const rejectsJsonl = (file: string): JsonReject[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as JsonReject);

const HEADER = 'stocknum,make,model,year,car_type,price,km,dealercomments';
const csvFeed = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

describe('a feed with broken rows', () => {
  // Physical lines: the quoted three-line comment (lines 9-11) sits before the bad kilometres row (line 12).
  const feed = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(
      [
        HEADER, // 1
        'A1,Toyota,RAV4,2022,used,34990,12000,Great car', // 2
        'A2,,Corolla,2021,used,25990,30000,', // 3 missing make
        'A3,Toyota,Camry,2020,used,-5000,40000,', // 4 negative price
        'A4,Toyota,HiLux,abc,used,45990,50000,', // 5 non-numeric year
        'A5,Toyota,Crown,1850,used,5000,1,', // 6 year before 1900
        'A1,Toyota,RAV4,2022,used,34990,12000,again', // 7 duplicate stock number
        'A6,Citro',
      ].join('\r\n'),
    ),
    Buffer.from([0xeb]), // 8 invalid UTF-8
    Buffer.from(
      [
        'n,C4,2019,used,15990,60000,',
        'A7,Mazda,3,2023,new,31990,10,"Line one\nline two\r\nline three"', // 9-11
        'A8,Toyota,Yaris,2019,used,18990,lots,', // 12 unparseable kilometres
        'A9,Toyota,Supra,2099,used,99990,100,', // 13 year after next year
        'A10,Mercedes Benz,C300,2021,demo,POA,"5,000 km",', // 14
      ].join('\r\n') + '\r\n',
    ),
  ]);

  it('rejects each bad row with its physical line and reason, and imports the rest', async () => {
    const ws = workspace();
    const file = ws.write('stock.csv', feed);
    const summary = await ws.run(file);
    expect(summary).toMatchObject({ read: 11, accepted: 3, created: 3, rejected: 8, format: 'csv' });
    expect(summary.rejectsFile).toBe(path.join(ws.dir, 'stock.rejects.csv'));

    const rejects = rejectsCsv(summary.rejectsFile);
    expect(rejects.map((r) => [r.line, r.reasons])).toEqual([
      [3, 'missing make'],
      [4, 'negative price -5000'],
      [5, 'year: bad year "abc" (not a number)'],
      [6, 'bad year 1850 (must be 1900–2027)'],
      [7, 'duplicate stock number "A1" (first on line 2)'],
      [8, expect.stringMatching(/^invalid UTF-8 on line 8/)],
      [12, 'km: unparseable kilometres "lots"'],
      [13, 'bad year 2099 (must be 1900–2027)'],
    ]);
    // The original fields follow, so the file can be fixed and re-imported.
    expect(rejects[0]?.fields).toEqual(['A2', '', 'Corolla', '2021', 'used', '25990', '30000', '']);
    expect(summary.reasons).toEqual({
      missing_make: 1,
      negative_price: 1,
      unparseable_value: 2,
      bad_year: 2,
      duplicate: 1,
      invalid_encoding: 1,
    });

    const stock = ws.byStock();
    expect([...stock.keys()].sort()).toEqual(['A1', 'A10', 'A7']);
    for (const v of ws.stored()) expect(Vehicle.safeParse(v).success).toBe(true);
    expect(stock.get('A1')).toMatchObject({
      id: 'harbour-toyota-a1',
      slug: '2022-toyota-rav4-a1',
      name: '2022 Toyota RAV4',
      make_model: 'Toyota RAV4',
      status: 'in_stock',
      sold: false,
      show_on_dealer_website: true,
      created_at: NOW.toISOString(),
      created_at_timestamp: sec(NOW),
      dealership_id: 'hbt',
      location_id: 'hbt-sales',
      city: 'Brookvale',
      state: 'NSW',
      location: { name: 'Harbour Toyota Sales', slug: 'harbour-toyota-sales', phone: '02 9938 4100' },
      images: [],
      photos_count: 0,
      price_range: '$30,000 - $40,000',
      dealercomments: 'Great car',
    });
    expect(stock.get('A7')).toMatchObject({ model: 'Mazda3', slug: '2023-mazda-mazda3-a7', dealercomments: 'Line one\nline two\r\nline three' });
    expect(stock.get('A10')).toMatchObject({ make: 'Mercedes-Benz', price: 0, price_type: 'POA', price_range: 'POA', km: 5000, car_type: 'demo' });
  });

  it('reports the missing make of a duplicate too, and several reasons on one row', async () => {
    const ws = workspace();
    const file = ws.write('f.csv', csvFeed('B1,Kia,Rio,2020,used,15000,1,', 'B1,,Rio,abc,used,-1,1,'));
    const summary = await ws.run(file);
    expect(rejectsCsv(summary.rejectsFile).map((r) => r.reasons)).toEqual([
      'year: bad year "abc" (not a number); duplicate stock number "B1" (first on line 2); missing make; negative price -1',
    ]);
  });

  it('with --encoding windows-1252 the same bytes are a valid row', async () => {
    const ws = workspace();
    const file = ws.write('f.csv', Buffer.concat([Buffer.from(`${HEADER}\nC1,Citro`), Buffer.from([0xeb]), Buffer.from('n,C4,2019,used,15990,60000,\n')]));
    const strict = await ws.run(file, { dryRun: true });
    expect(strict).toMatchObject({ accepted: 0, rejected: 1, reasons: { invalid_encoding: 1 } });
    const legacy = await ws.run(file, { encoding: 'windows-1252' });
    expect(legacy).toMatchObject({ accepted: 1, rejected: 0 });
    expect(ws.stored()[0]?.make).toBe('Citroën');
  });

  it('needs a stock number or VIN unless the mapping identifies rows by their content', async () => {
    const ws = workspace();
    const file = ws.write('f.csv', 'make,model,year,car_type,vin\nKia,Rio,2020,used,KNADN512AB6123456\nKia,Rio,2021,used,\n');
    const summary = await ws.run(file);
    expect(summary).toMatchObject({ accepted: 1, rejected: 1, reasons: { missing_identity: 1 } });
    expect(ws.stored()[0]).toMatchObject({ id: 'harbour-toyota-vin-knadn512ab6123456', stocknum: '' });
    const byRow = await ws.run(file, { mapping: parseMapping({ identity: 'row' }) });
    expect(byRow).toMatchObject({ accepted: 2, rejected: 0 });
    expect(ws.stored().map((v) => v.id)).toContainEqual(expect.stringMatching(/^harbour-toyota-r[0-9a-f]{12}$/));
  });

  it('rejects a row for another site’s location', async () => {
    const ws = workspace();
    const file = ws.write('f.csv', 'stocknum,make,model,year,car_type,location_id\nD1,Kia,Rio,2020,used,scm-kia-sales\nD2,Kia,Rio,2020,used,hbt-monavale-sales\n');
    const summary = await ws.run(file);
    expect(summary).toMatchObject({ accepted: 1, rejected: 1, reasons: { unknown_location: 1 } });
    expect(ws.stored()[0]).toMatchObject({ location_id: 'hbt-monavale-sales', city: 'Mona Vale', location_name: 'Harbour Toyota Mona Vale Sales' });
  });

  it('writes rows the feed cannot split (wrong field count, broken quotes) to the rejects too', async () => {
    const ws = workspace();
    const file = ws.write('f.csv', csvFeed('E1,Kia,Rio,2020,used,1,1', 'E2,Kia,"Rio"x,2020,used,1,1,', 'E3,Kia,Rio,2020,used,15000,1,'));
    const summary = await ws.run(file);
    expect(rejectsCsv(summary.rejectsFile).map((r) => [r.line, r.reasons])).toEqual([
      [2, 'expected 8 fields, found 7'],
      [3, 'unexpected text after a closing quote on line 3'],
    ]);
    expect(summary.accepted).toBe(1);
  });
});

describe('idempotency', () => {
  const feed = csvFeed('A1,Toyota,RAV4,2022,used,34990,12000,', 'A2,Toyota,Corolla,2021,used,25990,30000,', 'A3,Mazda,6,2019,used,21990,70000,');

  it('re-importing the same feed changes nothing', async () => {
    const ws = workspace();
    const file = ws.write('f.csv', feed);
    const first = await ws.run(file);
    expect(first).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const bytes = readFileSync(stockFile(ws.dataDir, site.slug), 'utf8');
    const second = await ws.run(file, { now: LATER });
    expect(second).toMatchObject({ accepted: 3, created: 0, updated: 0, unchanged: 3, markedSold: 0 });
    const after = readFileSync(stockFile(ws.dataDir, site.slug), 'utf8');
    const strip = (s: string) => s.replace(/^\{"site":"[^"]*","updated_at":"[^"]*",/, '');
    expect(strip(after)).toBe(strip(bytes));
  });

  it('an edited row is updated; the platform keeps its created_at', async () => {
    const ws = workspace();
    await ws.run(ws.write('f.csv', feed));
    const edited = await ws.run(ws.write('g.csv', feed.replace('34990', '33990')), { now: LATER });
    expect(edited).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const a1 = ws.byStock().get('A1');
    expect(a1).toMatchObject({ price: 33990, created_at: NOW.toISOString(), updated_at: LATER.toISOString() });
    expect(ws.byStock().get('A2')?.updated_at).toBe(NOW.toISOString());
  });
});

describe('full and partial feeds', () => {
  const all = csvFeed('A1,Toyota,RAV4,2022,used,34990,12000,', 'A2,Toyota,Corolla,2021,used,25990,30000,', 'A3,Toyota,Camry,2020,used,29990,40000,');
  const withoutA3 = csvFeed('A1,Toyota,RAV4,2022,used,34990,12000,', 'A2,Toyota,Corolla,2021,used,25990,30000,');
  const onlyA1 = csvFeed('A1,Toyota,RAV4,2022,used,34990,12000,');

  it('a full feed marks what it no longer lists as sold, with the date, and keeps that date later', async () => {
    const ws = workspace();
    await ws.run(ws.write('all.csv', all));
    const second = await ws.run(ws.write('two.csv', withoutA3), { now: LATER });
    expect(second).toMatchObject({ markedSold: 1, unchanged: 2 });
    expect(ws.byStock().get('A3')).toMatchObject({ status: 'sold', sold: true, sold_date_timestamp: sec(LATER), updated_at: LATER.toISOString() });
    expect(ws.stored()).toHaveLength(3); // sold, not deleted

    const third = await ws.run(ws.write('two-again.csv', withoutA3), { now: LATEST });
    expect(third).toMatchObject({ markedSold: 0, unchanged: 2 });
    expect(ws.byStock().get('A3')).toMatchObject({ status: 'sold', sold_date_timestamp: sec(LATER) });

    // Back in the feed: in stock again.
    const back = await ws.run(ws.write('all-again.csv', all), { now: LATEST });
    expect(back).toMatchObject({ updated: 1, unchanged: 2 });
    const a3 = ws.byStock().get('A3');
    expect(a3).toMatchObject({ status: 'in_stock', sold: false, created_at: NOW.toISOString() });
    expect(a3?.sold_date_timestamp).toBeUndefined();
  });

  it('a partial feed leaves the vehicles it does not list alone', async () => {
    const ws = workspace();
    await ws.run(ws.write('all.csv', all));
    const partial = await ws.run(ws.write('one.csv', onlyA1), { now: LATER, partial: true });
    expect(partial).toMatchObject({ markedSold: 0, unchanged: 1, partial: true });
    expect(ws.stored().every((v) => v.status === 'in_stock')).toBe(true);
  });

  it('a dry run counts everything and saves nothing', async () => {
    const ws = workspace();
    const summary = await ws.run(ws.write('all.csv', all), { dryRun: true });
    expect(summary).toMatchObject({ created: 3, dryRun: true });
    expect(existsSync(stockFile(ws.dataDir, site.slug))).toBe(false);
    expect(existsSync(summary.rejectsFile)).toBe(true);
  });
});

describe('JSON feeds', () => {
  const good = (stocknum: string, extra: Record<string, unknown> = {}) => ({
    stocknum,
    make: 'Toyota',
    model: 'Corolla',
    year: 2022,
    car_type: 'used',
    price: 27990,
    km: 15000,
    images: [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg' }],
    variant: { torque: 200 },
    ...extra,
  });

  it('reads a (pretty-printed) array, rejecting broken elements by line', async () => {
    const ws = workspace();
    const text = `[\n${[
      JSON.stringify(good('J1'), null, 2), // lines 2-17
      JSON.stringify({ stocknum: 'J2', model: 'Yaris', year: 2020, car_type: 'used' }), // missing make
      '{"stocknum": "J3", oops}',
      JSON.stringify(good('J4', { year: '2019', price: '$19,990' })), // numbers as text are parsed
    ].join(',\n')}\n]\n`;
    const file = ws.write('feed.json', text);
    const summary = await ws.run(file);
    expect(summary).toMatchObject({ format: 'json', read: 4, accepted: 2, rejected: 2 });
    expect(summary.rejectsFile).toBe(path.join(ws.dir, 'feed.rejects.jsonl'));
    const rejects = rejectsJsonl(summary.rejectsFile);
    const j1Lines = JSON.stringify(good('J1'), null, 2).split('\n').length;
    expect(rejects.map((r) => [r.line, r.reasons.map((x) => x.code)])).toEqual([
      [2 + j1Lines, ['missing_make']],
      [3 + j1Lines, ['malformed_row']],
    ]);
    expect(rejects[0]?.record).toMatchObject({ stocknum: 'J2' });
    expect(rejects[1]?.record).toBe('{"stocknum": "J3", oops}');
    expect(ws.byStock().get('J1')).toMatchObject({ photos_count: 2, primary_image_url: 'https://img.example/1.jpg', variant: { torque: 200 } });
    expect(ws.byStock().get('J4')).toMatchObject({ year: 2019, price: 19990 });
  });

  it('reads JSON Lines', async () => {
    const ws = workspace();
    const lines = [JSON.stringify(good('L1')), '', 'not json', JSON.stringify(good('L2', { price: -1 })), JSON.stringify(good('L3', { dealership_id: 'nope' }))];
    const summary = await ws.run(ws.write('feed.jsonl', `${lines.join('\n')}\n`));
    expect(summary).toMatchObject({ format: 'jsonl', read: 4, accepted: 1, rejected: 3 });
    const rejects = rejectsJsonl(summary.rejectsFile);
    expect(rejects.map((r) => [r.line, r.reasons[0]?.code])).toEqual([
      [3, 'malformed_row'],
      [4, 'negative_price'],
      [5, 'unknown_location'],
    ]);
  });

  it('lists rows imported with warnings in the JSON Lines rejects file, marked imported', async () => {
    const ws = workspace();
    const lines = [JSON.stringify(good('W1', { price: 88 })), JSON.stringify(good('W2', { price: 4_500_000 })), JSON.stringify(good('W3', { price: 0 }))];
    const summary = await ws.run(ws.write('feed.jsonl', `${lines.join('\n')}\n`));
    expect(summary).toMatchObject({ accepted: 3, rejected: 0, warned: 2, warnings: { implausible_price: 2 } });
    const rejects = rejectsJsonl(summary.rejectsFile) as unknown as { line: number; reasons: unknown[]; warnings: { code: string; message: string }[]; imported: boolean }[];
    expect(rejects.map((r) => [r.line, r.reasons, r.imported, r.warnings.map((w) => w.message)])).toEqual([
      [1, [], true, ['implausible price $88 (below $500); imported at that price, check it']],
      [2, [], true, ['implausible price $4,500,000 (above $3,000,000); imported at that price, check it']],
    ]);
    // A price of 0 is "Enquire for price", not a warning.
    expect(ws.byStock().get('W3')).toMatchObject({ price: 0 });
  });

  it('imports the sample generator’s own output (every field passes Vehicle)', async () => {
    const { stockFor } = await import('@forecourt/tenants/stock');
    const generated = stockFor('harbour-toyota', { now: NOW.getTime(), count: 200 });
    const ws = workspace();
    const summary = await ws.run(ws.write('gen.jsonl', generated.map((v) => JSON.stringify(v)).join('\n')));
    expect(summary).toMatchObject({ read: 200, accepted: 200, rejected: 0 });
    const stored = ws.byStock();
    for (const v of generated) {
      const s = stored.get(v.stocknum)!;
      expect(s).toMatchObject({ make: v.make, model: v.model, price: v.price, status: v.status, location_id: v.location_id, ...(v.finance ? { finance: v.finance } : {}) });
    }
  });
});

describe('column mappings', () => {
  it('the shipped mapping reads the Australian Vehicle Prices layout', async () => {
    const ws = workspace();
    // Rows written for this test in that layout (not copied from the data set).
    const file = ws.write(
      'avp.csv',
      [
        'Brand,Year,Model,Car/Suv,Title,UsedOrNew,Transmission,Engine,DriveType,FuelType,FuelConsumption,Kilometres,ColourExtInt,Location,CylindersinEngine,BodyType,Doors,Seats,Price',
        'Mazda,2021,3,Hatchback,2021 Mazda 3 G20 Evolve,USED,Automatic,"4 cyl, 2 L",Front,Unleaded,6.2 L / 100 km,"23,456 km",Red / Black,"Dee Why, NSW",4 cyl,Hatchback, 5 Doors, 5 Seats,27990',
        'Toyota,2023,HiAce,NEW Available to order,2023 Toyota HiAce LWB,NEW,Automatic,"4 cyl, 2.8 L",Rear,Diesel,-,- / -,5 years / Unlimited km,,4 cyl,Commercial, 7 Seats,,POA',
        ',nan,,nan,,nan,,,,,,,,,nan,,,,',
        // A two-word make split over Brand and Model, the real model only in the title; kilometres '-'.
        'Land,2019,Rover,SUV,2019 Land Rover Range Rover Sport SDV6 HSE,USED,Automatic,"6 cyl, 3 L",AWD,Diesel,7.5 L / 100 km,-,Black / Black,"Mosman, NSW",6 cyl,SUV, 4 Doors, 5 Seats,89990',
        // An implausible price: imported, and warned about.
        'Alfa,2006,Romeo,Sedan,2006 Alfa Romeo 156 Selespeed,USED,Automatic,"4 cyl, 2 L",Front,Premium,9 L / 100 km,150000,Red / -,"Sydney, NSW",4 cyl,Sedan, 4 Doors, 5 Seats,88',
      ].join('\r\n'),
    );
    const summary = await ws.run(file, { mapping: loadMapping(MAPPING) });
    expect(summary).toMatchObject({ read: 5, accepted: 4, rejected: 1, warned: 1, warnings: { implausible_price: 1 }, ignoredColumns: [] });
    expect(summary.warningExamples.implausible_price).toEqual(['line 6: implausible price $88 (below $500); imported at that price, check it']);
    const [mazda, hiace, rangeRover, alfa] = ws.stored();
    expect(rangeRover).toMatchObject({
      make: 'Land Rover',
      model: 'Range Rover Sport',
      make_model: 'Land Rover Range Rover Sport',
      badge: 'SDV6 HSE',
      car_type: 'used',
    });
    expect(rangeRover?.slug).toMatch(/^2019-land-rover-range-rover-sport-sdv6-hse-r[0-9a-f]{12}$/);
    expect(rangeRover).not.toHaveProperty('km'); // '-' is unknown, not 0
    expect(alfa).toMatchObject({ make: 'Alfa Romeo', model: '156', price: 88 });
    // The warned row is listed (line, reason) in the rejects file, after the rejected one.
    expect(rejectsCsv(summary.rejectsFile).map((r) => [r.line, r.reasons])).toEqual([
      [4, 'missing make; missing model; missing year; missing car type (new, used or demo)'],
      [6, 'warning: implausible price $88 (below $500); imported at that price, check it'],
    ]);
    expect(mazda).toMatchObject({
      make: 'Mazda',
      model: 'Mazda3',
      badge: 'G20 Evolve',
      name: '2021 Mazda 3 G20 Evolve',
      car_type: 'used',
      simple_transmission: 'Automatic',
      cylinders: 4,
      engine_size_litres: 2,
      drive: 'FWD',
      simple_fuel: 'Petrol',
      fuel: 'Unleaded Petrol',
      variant: { fuelconsumptioncombined: 6.2 },
      km: 23456,
      colour: 'Red',
      interior_colour: 'Black',
      city: 'Dee Why',
      state: 'NSW',
      simple_body: 'hatch',
      body: 'Hatchback',
      doors: 5,
      seats: 5,
      price: 27990,
      stocknum: '',
      item_type: 'car',
    });
    expect(mazda?.id).toMatch(/^harbour-toyota-r[0-9a-f]{12}$/);
    // POA is no price (no warning); '- / -' kilometres are unknown.
    expect(hiace).toMatchObject({ car_type: 'new', price: 0, price_type: 'POA', seats: 7, simple_body: 'van', city: 'Brookvale' });
    expect(hiace?.km).toBeUndefined();
    expect(hiace?.colour).toBeUndefined();
    expect(hiace?.doors).toBeUndefined();
  });

  it('rejects a mapping with unknown fields or parsers, with the path of the problem', () => {
    expect(() => parseMapping({ columns: { Brand: 'brand' } })).toThrow(MappingError);
    expect(() => parseMapping({ columns: { Brand: 'brand' } })).toThrow(/columns\.Brand.*"brand" is not a vehicle field/);
    expect(() => parseMapping({ columns: { X: { parser: 'magic' } } })).toThrow(/columns\.X/);
    expect(() => parseMapping({ columns: { X: { parser: 'int' } } })).toThrow(/needs a "field"/);
    expect(() => parseMapping({ columns: { X: { parser: 'engine', field: 'cylinders' } } })).toThrow(/sets its own fields/);
    expect(() => parseMapping({ colums: {} })).toThrow(/Unrecognized key/);
    expect(() => parseMapping({ constants: { colour: 'Red', nope: 1 } })).toThrow(/constants\.nope/);
    expect(() => loadMapping('/nonexistent/mapping.json')).toThrow(/cannot read mapping/);
  });

  it('translates values, applies constants and lists unmapped columns', async () => {
    const ws = workspace();
    const mapping = parseMapping({
      columns: {
        Stock: 'stocknum',
        Make: 'make',
        Model: 'model',
        Yr: 'year',
        Cond: { field: 'car_type', values: { 'Pre-owned': 'used', Brand_New: 'new' } },
        Shade: { field: 'colour', values: { '?': null } },
      },
      constants: { tag: 'Test Drive Only' },
    });
    const file = ws.write('f.csv', 'Stock,Make,Model,Yr,Cond,Shade,Notes\nM1,kia,Rio,2020,pre-owned,?,hello\nM2,Kia,Rio,2020,Brand_New,Blue,\n');
    const summary = await ws.run(file, { mapping });
    expect(summary).toMatchObject({ accepted: 2, ignoredColumns: ['Notes'] });
    expect(ws.byStock().get('M1')).toMatchObject({ car_type: 'used', tag: 'Test Drive Only', make: 'kia' });
    expect(ws.byStock().get('M1')?.colour).toBeUndefined();
    expect(ws.byStock().get('M2')).toMatchObject({ car_type: 'new', colour: 'Blue' });
  });
});

describe('sinks and sites', () => {
  it('an engine sink lists the site’s dealerships and upserts only what changed', async () => {
    const upserts: string[][] = [];
    const filters: unknown[] = [];
    let stored: Vehicle[] = [];
    const engine = {
      name: 'typesense' as const,
      list(filter: unknown) {
        filters.push(filter);
        return Promise.resolve(stored);
      },
      upsert(vehicles: readonly Vehicle[]) {
        upserts.push(vehicles.map((v) => v.stocknum));
        const ids = new Set(vehicles.map((v) => v.id));
        stored = [...stored.filter((v) => !ids.has(v.id)), ...vehicles];
        return Promise.resolve();
      },
    };
    const ws = workspace();
    const feed = ws.write('f.csv', csvFeed('A1,Toyota,RAV4,2022,used,34990,12000,', 'A2,Toyota,Corolla,2021,used,25990,30000,'));
    await importFeed({ site, file: feed, now: NOW, sink: engineSink(engine) });
    expect(filters[0]).toEqual({ field: 'dealership_id', op: 'in', value: ['hbt'] });
    expect(upserts).toEqual([['A1', 'A2']]);
    const again = await importFeed({ site, file: ws.write('g.csv', csvFeed('A1,Toyota,RAV4,2022,used,33990,12000,')), now: LATER, sink: engineSink(engine) });
    expect(again).toMatchObject({ updated: 1, markedSold: 1 });
    expect(upserts[1]).toEqual(['A1', 'A2']); // A1 updated, A2 marked sold
  });

  it('an unknown site is an error naming the known ones', () => {
    expect(() => loadImportSite(docs, 'nowhere')).toThrow(SiteError);
    expect(() => loadImportSite(docs, 'nowhere')).toThrow(/unknown site "nowhere" \(sites: .*harbour-toyota/);
  });
});
