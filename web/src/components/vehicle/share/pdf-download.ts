/**
 * Print PDF (spec §4 "Print PDF": spinner with 'Preparing...', then a file named after the slug
 * downloads; §8 "PDF failure: alert with the error message"; §2 /print?car_id={slug}).
 * Browser-safe helpers with no DOM: the paths, the file name and the fetch with its error message.
 */

import { PDF_FAILED_MESSAGE } from './pdf-text';

export { PDF_FAILED_MESSAGE, PREPARING_TEXT } from './pdf-text';
export const PDF_CONTENT_TYPE = 'application/pdf';

/** The PDF route of a car on the current site: '/cars/{slug}/pdf'. */
export function vehiclePdfPath(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}/pdf`;
}

/** '{slug}.pdf'; anything but letters, digits, '-' and '_' becomes '-' (it also goes into a header). */
export function vehiclePdfFileName(slug: string): string {
  const safe = slug.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'vehicle'}.pdf`;
}

/** The printable page, opened in a new tab: '/print?car_id={slug}'. */
export function printPageHref(slug: string): string {
  return `/print?car_id=${encodeURIComponent(slug)}`;
}

/** The message of a failed answer: the route's JSON `{ error }`, else a generic one. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error.trim()) return body.error;
  } catch {
    // not JSON
  }
  return PDF_FAILED_MESSAGE;
}

/** Fetches the car's PDF; throws an Error whose message is fit to show the shopper. */
export async function fetchVehiclePdf(slug: string, fetchImpl: typeof fetch = fetch, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchImpl(vehiclePdfPath(slug), { headers: { accept: PDF_CONTENT_TYPE }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('Could not reach the server to prepare the PDF. Please check your connection and try again.', { cause: error });
  }
  if (!response.ok) throw new Error(await errorMessage(response));
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith(PDF_CONTENT_TYPE)) throw new Error(PDF_FAILED_MESSAGE);
  const blob = await response.blob();
  if (blob.size === 0) throw new Error(PDF_FAILED_MESSAGE);
  return blob;
}
