/**
 * The vehicle PDF (spec §1 "print a PDF", §4 Print PDF, §2 /cars/{slug}/pdf): an A4 summary of one car
 * generated on the server with pdf-lib and its built-in standard fonts (Helvetica; nothing to fetch,
 * works offline). Content, top to bottom: the dealer name, the title (year make model badge), the
 * price as the vehicle page shows it (priceDisplay, so the no-price text when there is none), stock
 * number and VIN, the featured specs, a short dealer comments excerpt, then a footer on every page
 * with the dealer's phone (the call number rules) and the car's page URL.
 *
 * Pure apart from the clock, which is an option (the rego expiry spec and the document dates use it).
 * pdf-lib is server-only weight: never import this from a client component.
 */
import 'server-only';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { accessibleFill } from '@/domain/theme';
import type { Site } from '@/lib/content/models';
import { vehicleSummary, type SummarySite } from './summary';
import { own } from '@forecourt/schemas/own';

export { vehiclePageUrl, vehicleSummary, vehicleTimeZone, vehicleTitleText, type VehicleSummary } from './summary';

export type PdfSite = SummarySite & Pick<Site, 'theme'>;

export interface VehiclePdfOptions {
  /** The clock (rego expiry, document dates). Default: now. */
  now?: Date;
  /** The car's page URL when the site has no url (e.g. from the request's origin). */
  pageUrl?: string;
}

/** The dealer comments excerpt is shorter than the page's collapsed text. */
export const PDF_COMMENTS_LIMIT = 600;

// ---- text helpers -------------------------------------------------------------------------------

const REPLACEMENTS: Readonly<Record<string, string>> = { '\u2032': "'", '\u2033': '"', '\u2212': '-', '\u2010': '-', '\u2011': '-' };

/**
 * Text the standard font can encode (WinAnsi): known look-alikes are swapped, accents the font lacks
 * are dropped to their base letter, and anything else becomes '?' — pdf-lib throws on the unencodable.
 */
export function encodable(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/[\t\u00a0\u2000-\u200b\u202f]/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (charset.has(code)) {
      out += char;
      continue;
    }
    const swap = own(REPLACEMENTS, char) ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...swap].every((c) => charset.has(c.codePointAt(0)!)) && swap ? swap : '?';
  }
  return out;
}

/** Lines of at most `width` points; paragraphs split on '\n'; words longer than a line are cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

function hexColour(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

// ---- layout -------------------------------------------------------------------------------------

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 56;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.29, 0.33, 0.39);
const RULE = rgb(0.82, 0.84, 0.86);

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly charset: ReadonlySet<number>,
  ) {
    this.addPage();
  }

  addPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.addPage();
  }

  clean(text: string): string {
    return encodable(text, this.charset);
  }

  /** Wrapped text from the cursor down. */
  text(text: string, { size = 11, font = this.regular, color = INK, gap = 4, x = MARGIN, width = CONTENT_WIDTH } = {}): void {
    const lineHeight = size * 1.3;
    for (const line of wrapText(this.clean(text), font, size, width)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (line) this.page.drawText(line, { x, y: this.y + size * 0.25, size, font, color });
    }
    this.y -= gap;
  }

  rule(gap = 10): void {
    this.ensure(gap * 2);
    this.y -= gap;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
    this.y -= gap;
  }

  /** Label/value rows in two columns of pairs. */
  specs(rows: { label: string; value: string }[]): void {
    const size = 10;
    const lineHeight = size * 1.5;
    const column = CONTENT_WIDTH / 2;
    const labelWidth = 100;
    for (let i = 0; i < rows.length; i += 2) {
      const pair = rows.slice(i, i + 2).map((r) => ({
        label: wrapText(this.clean(r.label), this.bold, size, labelWidth - 8),
        value: wrapText(this.clean(r.value), this.regular, size, column - labelWidth - 12),
      }));
      const height = Math.max(...pair.map((p) => Math.max(p.label.length, p.value.length))) * lineHeight;
      this.ensure(height);
      pair.forEach((p, col) => {
        const x = MARGIN + col * column;
        p.label.forEach((line, n) => this.page.drawText(line, { x, y: this.y - (n + 1) * lineHeight + 4, size, font: this.bold, color: MUTED }));
        p.value.forEach((line, n) => this.page.drawText(line, { x: x + labelWidth, y: this.y - (n + 1) * lineHeight + 4, size, font: this.regular, color: INK }));
      });
      this.y -= height;
    }
    this.y -= 4;
  }
}

/** The car's A4 PDF as bytes. */
export async function vehiclePdf(vehicle: Vehicle, site: PdfSite, options: VehiclePdfOptions = {}): Promise<Uint8Array> {
  const now = options.now ?? new Date();
  const summary = vehicleSummary(vehicle, site, { now, commentsLimit: PDF_COMMENTS_LIMIT, ...(options.pageUrl ? { pageUrl: options.pageUrl } : {}) });
  const { title, price, specs, comments, phone, pageUrl } = summary;

  const doc = await PDFDocument.create();
  doc.setTitle(`${title} — ${site.name}`);
  doc.setAuthor(site.name);
  doc.setSubject(`${title}, stock number ${summary.stocknum}`);
  doc.setCreator(site.name);
  doc.setProducer('Forecourt');
  doc.setLanguage('en-AU');
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Helvetica and Helvetica-Bold share the WinAnsi character set.
  const charset = new Set(regular.getCharacterSet());
  const w = new Writer(doc, regular, bold, charset);

  // Dealer band.
  const fill = accessibleFill(site.theme.primary);
  const bandHeight = 44;
  w.page.drawRectangle({ x: 0, y: PAGE_HEIGHT - bandHeight - 24, width: PAGE_WIDTH, height: bandHeight, color: hexColour(fill.background) });
  w.page.drawText(w.clean(site.name), {
    x: MARGIN,
    y: PAGE_HEIGHT - bandHeight - 24 + 15,
    size: 18,
    font: bold,
    color: hexColour(fill.text),
    maxWidth: CONTENT_WIDTH,
  });
  w.y = PAGE_HEIGHT - bandHeight - 24 - 16;

  w.text(title, { size: 22, font: bold, gap: 6 });
  if (price.kind !== 'none') {
    w.text(price.text, { size: 20, font: bold, gap: 2 });
    if (price.kind === 'price' && price.wasPrice) w.text(`Was ${price.wasPrice}`, { size: 11, color: MUTED, gap: 2 });
  }
  w.y -= 6;
  w.text(`Stock No. ${summary.stocknum}`, { size: 11, gap: 1 });
  if (summary.vin) w.text(`VIN ${summary.vin}`, { size: 11, gap: 1 });

  if (specs.length) {
    w.rule();
    w.text('Key specifications', { size: 13, font: bold, gap: 4 });
    w.specs(specs);
  }

  if (!comments.pending) {
    w.rule();
    w.text('Dealer comments', { size: 13, font: bold, gap: 4 });
    w.text(comments.text, { size: 10, gap: 4 });
  }

  // Footer on every page: location, phone, page URL, page number.
  const contact = [summary.location, phone ? `Call ${phone}` : undefined].filter(Boolean).join('  ·  ');
  w.pages.forEach((page, index) => {
    const base = MARGIN - 8;
    page.drawLine({ start: { x: MARGIN, y: base + 40 }, end: { x: PAGE_WIDTH - MARGIN, y: base + 40 }, thickness: 0.75, color: RULE });
    if (contact) page.drawText(w.clean(contact), { x: MARGIN, y: base + 24, size: 10, font: bold, color: INK, maxWidth: CONTENT_WIDTH });
    if (pageUrl) page.drawText(w.clean(pageUrl), { x: MARGIN, y: base + 10, size: 9, font: regular, color: MUTED, maxWidth: CONTENT_WIDTH - 60 });
    const number = `Page ${index + 1} of ${w.pages.length}`;
    page.drawText(number, { x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(number, 9), y: base + 10, size: 9, font: regular, color: MUTED });
  });

  return doc.save();
}
