/**
 * The sample stock's car history reports (issue 13 item 11): the sample feed gives some used cars a
 * `file` of /history-reports/{stock number}.pdf, and this builds that PDF from the car's own record
 * with pdf-lib. A dealer's real reports come from a provider's https address and are linked as they
 * are; this document says plainly that it is a summary of the dealer's record, not a register search.
 */
import 'server-only';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { PDFDocument, PageSizes, StandardFonts, rgb } from 'pdf-lib';
import { odometerText } from '@/domain/specs';
import type { Site } from '@/lib/content/models';
import { vehicleTitleText } from '@/lib/vehicle-pdf';

/** WinAnsi-safe text for the standard font. */
const safe = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '?');

export async function historyReportPdf(vehicle: Vehicle, site: Pick<Site, 'name'>, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Vehicle history: ${vehicleTitleText(vehicle)}`);
  doc.setAuthor(site.name);
  doc.setCreationDate(now);
  const page = doc.addPage(PageSizes.A4);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = page.getHeight() - 60;
  const line = (text: string, size = 11, f = font) => {
    page.drawText(safe(text), { x: 50, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 8;
  };
  line(site.name, 12, bold);
  line('Vehicle history summary', 20, bold);
  line(vehicleTitleText(vehicle), 14);
  y -= 6;
  const rows: [string, string | undefined][] = [
    ['Stock number', vehicle.stocknum],
    ['VIN', vehicle.vin],
    ['Registration', vehicle.regplate],
    ['Odometer', odometerText(vehicle)],
    ['Build date', vehicle.build_date],
    ['Compliance date', vehicle.compliance_date],
    ['Colour', vehicle.colour],
  ];
  for (const [label, value] of rows) if (value) line(`${label}: ${value}`);
  y -= 6;
  line('Checked by the dealership before sale', 12, bold);
  for (const check of ['Service history sighted', 'Odometer reading consistent with service records', 'Pre-delivery safety inspection completed']) line(`- ${check}`);
  y -= 6;
  line('This summary is prepared from the dealership\u2019s own records. It is not a PPSR certificate:', 9);
  line('search the Personal Property Securities Register at ppsr.gov.au before you buy.', 9);
  line(`Prepared ${now.toISOString().slice(0, 10)}.`, 9);
  return doc.save();
}
