import { describe, expect, it, vi } from 'vitest';
import { PDF_FAILED_MESSAGE, fetchVehiclePdf, printPageHref, vehiclePdfFileName, vehiclePdfPath } from './pdf-download';

const pdfResponse = (body = '%PDF-1.7 ...') => new Response(body, { status: 200, headers: { 'content-type': 'application/pdf' } });

describe('paths and names', () => {
  it('builds the PDF route, the file name and the print page', () => {
    expect(vehiclePdfPath('2023-toyota-rav4-gxl-hbt123')).toBe('/cars/2023-toyota-rav4-gxl-hbt123/pdf');
    expect(vehiclePdfPath('a b/c')).toBe('/cars/a%20b%2Fc/pdf');
    expect(vehiclePdfFileName('2023-toyota-rav4-gxl-hbt123')).toBe('2023-toyota-rav4-gxl-hbt123.pdf');
    expect(vehiclePdfFileName('a"b\r\n/c')).toBe('a-b-c.pdf');
    expect(vehiclePdfFileName('"')).toBe('vehicle.pdf');
    expect(printPageHref('2023-toyota-rav4-gxl-hbt123')).toBe('/print?car_id=2023-toyota-rav4-gxl-hbt123');
    expect(printPageHref('a&b')).toBe('/print?car_id=a%26b');
  });
});

describe('fetchVehiclePdf', () => {
  it('fetches /cars/{slug}/pdf and answers the blob', async () => {
    const fetchImpl = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(pdfResponse()));
    const blob = await fetchVehiclePdf('car-1', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/cars/car-1/pdf', expect.objectContaining({ headers: { accept: 'application/pdf' } }));
    expect(await blob.text()).toBe('%PDF-1.7 ...');
  });

  it("throws the route's JSON error message", async () => {
    const fetchImpl = () => Promise.resolve(Response.json({ error: 'Sorry, this car is no longer available.' }, { status: 404 }));
    await expect(fetchVehiclePdf('car-1', fetchImpl)).rejects.toThrow('Sorry, this car is no longer available.');
  });

  it('throws a generic message for a non-JSON error, a wrong type or an empty body', async () => {
    await expect(fetchVehiclePdf('c', () => Promise.resolve(new Response('<html>', { status: 502 })))).rejects.toThrow(PDF_FAILED_MESSAGE);
    await expect(fetchVehiclePdf('c', () => Promise.resolve(new Response('<html>', { headers: { 'content-type': 'text/html' } })))).rejects.toThrow(
      PDF_FAILED_MESSAGE,
    );
    await expect(fetchVehiclePdf('c', () => Promise.resolve(pdfResponse('')))).rejects.toThrow(PDF_FAILED_MESSAGE);
  });

  it('explains a network failure', async () => {
    await expect(fetchVehiclePdf('c', () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(/check your connection/);
  });
});
