import { inflateSync } from 'node:zlib';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, StandardFonts, type PDFObject } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { encodable, vehiclePageUrl, vehiclePdf, vehicleTitleText, wrapText } from './index';

const NOW = new Date('2025-07-10T02:00:00.000Z');
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const baseSite = (await repo.site('gateway-car-superstore'))!;
const [sample] = stockFor('gateway-car-superstore', { now: NOW, count: 1 });

const site = (over: Partial<Site> = {}): Site => ({
  ...baseSite,
  url: 'https://www.gateway.example',
  phones: { ...baseSite.phones, override: '(08) 9000 1234' },
  ...over,
});

const car = (over: Partial<Vehicle> = {}): Vehicle => ({
  ...sample!,
  slug: '2023-toyota-rav4-gxl-hbt123',
  name: '2023 Toyota RAV4 GXL',
  year: 2023,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GXL',
  status: 'in_stock',
  sold: false,
  price: 45990,
  offer_price: undefined,
  before_price: undefined,
  subscription_price: undefined,
  preorder: false,
  stocknum: 'HBT123',
  vin: 'JTMRWRFV10D123456',
  km: 12345,
  dealercomments: 'One owner, full Toyota service history.|Near-new tyres and both keys.',
  ...over,
});

/**
 * Every string the page content streams show, in drawing order. pdf-lib compresses content streams
 * (FlateDecode) and writes standard-font text as hex strings in WinAnsi: `<48656C6C6F> Tj`. So this
 * inflates each page's streams with node:zlib, reads every `<hex> Tj` and decodes it as WinAnsi.
 */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const shown: string[] = [];
  const streamText = (object: PDFObject | undefined) => {
    if (!(object instanceof PDFRawStream)) throw new Error('expected a raw content stream');
    const filter = object.dict.get(PDFName.of('Filter'));
    const raw = filter === PDFName.of('FlateDecode') ? inflateSync(object.contents) : Buffer.from(object.contents);
    for (const match of raw.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      shown.push(decodeWinAnsi(Buffer.from(match[1]!, 'hex')));
    }
  };
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const resolved = doc.context.lookup(contents);
    if (resolved instanceof PDFArray) resolved.asArray().forEach((ref) => streamText(doc.context.lookup(ref)));
    else streamText(resolved);
  }
  return shown;
}

/**
 * WinAnsi (windows-1252) bytes as text. Written out because Node's TextDecoder('windows-1252') can
 * decode as ISO-8859-1, which turns 0x80–0x9F ('…', '—', '’') into control characters.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
function decodeWinAnsi(bytes: Buffer): string {
  return Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b))).join('');
}

const joined = async (bytes: Uint8Array) => (await pdfText(bytes)).join(' ');

describe('vehiclePdf', () => {
  it('is a loadable one-page A4 PDF with metadata', async () => {
    const bytes = await vehiclePdf(car(), site(), { now: NOW });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
    expect(doc.getTitle()).toBe(`2023 Toyota RAV4 GXL — ${baseSite.name}`);
    expect(doc.getAuthor()).toBe(baseSite.name);
    expect(doc.getCreationDate()?.toISOString()).toBe(NOW.toISOString());
  });

  it('shows the dealer, title, price, stock number, VIN, specs, comments, phone and page URL', async () => {
    const lines = await pdfText(await vehiclePdf(car(), site(), { now: NOW }));
    const text = lines.join('\n');
    expect(lines).toContain(baseSite.name);
    expect(lines).toContain('2023 Toyota RAV4 GXL');
    expect(lines).toContain('$45,990');
    expect(lines).toContain('Stock No. HBT123');
    expect(lines).toContain('VIN JTMRWRFV10D123456');
    expect(lines).toContain('Kilometres');
    expect(lines).toContain('12,345 km');
    expect(text).toContain('One owner, full Toyota service history.');
    expect(text).toContain('Near-new tyres and both keys.');
    expect(text).toMatch(/Call \(08\) 9000 1234/);
    expect(lines).toContain('https://www.gateway.example/cars/2023-toyota-rav4-gxl-hbt123');
    // Stock number and VIN are not repeated in the spec table.
    expect(lines.filter((l) => l.includes('HBT123'))).toEqual(['Stock No. HBT123']);
  });

  it('follows priceDisplay: the reduced price with the was-price, the no-price text, nothing for a sold car', async () => {
    const reduced = await pdfText(await vehiclePdf(car({ price: 45990, offer_price: 42990, before_price: 45990 }), site(), { now: NOW }));
    expect(reduced).toContain('$42,990');
    expect(reduced).toContain('Was $45,990');

    const unpriced = await joined(await vehiclePdf(car({ price: 0 }), site({ no_price_text: 'Call us for a price' }), { now: NOW }));
    expect(unpriced).toContain('Call us for a price');
    expect(unpriced).not.toMatch(/\$\d/);

    const sold = await joined(await vehiclePdf(car({ status: 'sold', sold: true }), site(), { now: NOW }));
    expect(sold).not.toContain('$45,990');
    expect(sold).toContain('Stock No. HBT123');
  });

  it('shows unknown kilometres as Unknown, not 0 km', async () => {
    const lines = await pdfText(await vehiclePdf(car({ km: undefined }), site(), { now: NOW }));
    expect(lines[lines.indexOf('Kilometres') + 1]).toBe('Unknown');
    expect(lines).not.toContain('0 km');
  });

  it('is about this car only: another car gives other text', async () => {
    const other = await joined(
      await vehiclePdf(car({ slug: '2019-mazda-3-sp25-zz999', name: '', year: 2019, make: 'Mazda', model: '3', badge: 'SP25', stocknum: 'ZZ999', price: 19990 }), site(), { now: NOW }),
    );
    expect(other).toContain('2019 Mazda Mazda3 SP25');
    expect(other).toContain('$19,990');
    expect(other).toContain('Stock No. ZZ999');
    expect(other).not.toContain('RAV4');
    expect(other).not.toContain('HBT123');
  });

  it('uses the fallback page URL without a site url, leaves out pending comments and survives unencodable text', async () => {
    const text = await joined(
      await vehiclePdf(car({ dealercomments: ' | ', badge: 'Ultimate ✓ 7′ bed', vin: undefined }), site({ url: undefined }), {
        now: NOW,
        pageUrl: 'https://fallback.example/cars/x',
      }),
    );
    expect(text).toContain('https://fallback.example/cars/x');
    expect(text).not.toContain('Dealer comments');
    expect(text).not.toContain('VIN');
    expect(text).toContain("2023 Toyota RAV4 Ultimate ? 7' bed");
  });

  it('flows long comments onto more lines and keeps the excerpt short', async () => {
    const long = Array.from({ length: 80 }, (_, i) => `Sentence number ${i} about this car.`).join(' ');
    const lines = await pdfText(await vehiclePdf(car({ dealercomments: long }), site(), { now: NOW }));
    const start = lines.indexOf('Dealer comments') + 1;
    const comment = lines.slice(start, lines.findIndex((l, i) => i >= start && l.includes('Call (08) 9000 1234')));
    expect(comment[0]).toMatch(/^Sentence number 0 about this car\./);
    expect(comment.length).toBeGreaterThan(3);
    expect(comment.join(' ').length).toBeLessThanOrEqual(601);
    expect(comment.at(-1)).toMatch(/…$/);
  });
});

describe('helpers', () => {
  it('vehicleTitleText normalises make and model', () => {
    expect(vehicleTitleText({ year: 2021, make: 'Mercedes Benz', model: 'GLC', badge: '300' })).toBe('2021 Mercedes-Benz GLC 300');
    expect(vehicleTitleText({ year: 0, make: 'MG', model: '4', badge: undefined })).toBe('MG MG4');
  });

  it('vehiclePageUrl uses the site url, else the fallback', () => {
    expect(vehiclePageUrl({ url: 'https://a.example/' }, 'x-1')).toBe('https://a.example/cars/x-1');
    expect(vehiclePageUrl({ url: undefined }, 'x-1', 'https://b.example/cars/x-1')).toBe('https://b.example/cars/x-1');
    expect(vehiclePageUrl({ url: undefined }, 'x-1')).toBeUndefined();
  });

  it('encodable keeps WinAnsi text and replaces the rest', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const charset = new Set(font.getCharacterSet());
    expect(encodable('Citroën — 12′ 6″ “x” ✓ Ő', charset)).toBe('Citroën — 12\' 6" “x” ? O');
    expect(() => font.encodeText(encodable('漢字 ✓', charset))).not.toThrow();
  });

  it('wrapText wraps at the width and cuts overlong words', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`short words here\n${'x'.repeat(200)}`, font, 10, 100);
    expect(lines[0]).toBe('short words here');
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
    expect(lines.slice(1).join('')).toBe('x'.repeat(200));
  });
});
