/**
 * Print PDF's download, loaded with the first press (PdfDownload): fetches '/cars/{slug}/pdf',
 * saves it as '{slug}.pdf' and records event 61; throws an Error whose message is fit to show.
 */
import { TRACKING_EVENTS } from '@/domain/tracking';
import { track } from '@/lib/tracking/client';
import { fetchVehiclePdf, vehiclePdfFileName } from './pdf-download';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export async function downloadVehiclePdf(slug: string, signal: AbortSignal, tracking: Record<string, string | number | undefined>): Promise<void> {
  const blob = await fetchVehiclePdf(slug, fetch, signal);
  saveBlob(blob, vehiclePdfFileName(slug));
  track(TRACKING_EVENTS.print, tracking);
}
