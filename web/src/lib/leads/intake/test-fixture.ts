/**
 * A small fixed world for intake tests (not app code): the sample dealers' content, an embedded
 * search engine over two sites' generated stock, and valid field sets per form kind.
 */
import type { FormKind } from '@forecourt/schemas/leads';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Location, Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import type { SearchEngine } from '@/lib/search/engine';
import { sampleEngine } from '@/lib/search/sample-engine';

/** Terms required, two visible sales locations, one of which has distribution locations. */
export const A = 'gateway-car-superstore';
/** No terms, comments optional, four dealerships. */
export const B = 'southern-cross-motors';

export const repo = createContentRepository(createEmbeddedSource(readDataset()));
export const stock: Record<string, Vehicle[]> = { [A]: stockFor(A), [B]: stockFor(B) };

export const testEngine = (): Promise<SearchEngine> => sampleEngine(A, B);

export async function siteAndLocations(slug: string): Promise<{ site: Site; locations: Location[] }> {
  const site = await repo.site(slug);
  if (!site) throw new Error(`no sample site ${slug}`);
  return { site, locations: await repo.locations(site) };
}

/** An in-stock car shown on the site, optionally at a given location. */
export function carOf(slug: string, locationId?: string): Vehicle {
  const car = stock[slug]!.find(
    (v) =>
      v.show_on_dealer_website && v.status === 'in_stock' && (!locationId || v.location_id === locationId),
  );
  if (!car) throw new Error(`no car for ${slug} ${locationId ?? ''}`);
  return car;
}

const contact = { name: 'Zoë', last_name: "O'Brien-Nguyễn", email: 'Zoe@Example.com', phone: '0412 345 678' };

/** Fields that pass leadFormSchema(kind) on site A (terms required; two sales locations). */
export function validFields(
  kind: FormKind,
  { site = A, location = 'gcs-eagle-farm' } = {},
): Record<string, unknown> {
  const terms = site === A ? { terms_agreed: true } : {};
  const locationId = site === A ? { location_id: location } : { location_id: 'scm-mazda-sales' };
  switch (kind) {
    case 'enquiry':
      return { ...contact, postcode: '4000', message: 'Is it still available?', ...locationId, ...terms };
    case 'test_drive':
      return { ...contact, ...terms };
    case 'request_photos':
      return { ...contact, ...terms };
    case 'make_an_offer':
      return {
        name: 'Zoë',
        last_name: 'Li',
        email: 'zoe@example.com',
        phone: '0412345678',
        offer_from_client: '$25,000',
        ...terms,
      };
    case 'contact':
      return {
        ...contact,
        message: 'Please call me.',
        ...locationId,
        ...(site === B ? { dealership_slug: 'southern-cross-mazda' } : {}),
        ...terms,
      };
    case 'fleet_enquiry':
      return { ...contact, message: 'Ten utes.', company: 'Acme', ...locationId, ...terms };
    case 'finance_enquiry':
      return { ...contact, postcode: '4000', ...terms };
    case 'find_similar':
      return { ...contact, postcode: '4000', ...terms };
    case 'careers':
      return { ...contact, message: 'I sell cars.', ...terms };
    case 'parts_request':
      // Site A has no parts counter, so it chooses among its sales locations; B's service centres sell parts.
      return {
        ...contact,
        part: '90915-YZZD4 oil filter',
        Rego: 'ABC 123',
        ...(site === A ? locationId : { location_id: 'scm-mazda-service' }),
        ...terms,
      };
    case 'trade_in':
      return { ...contact, ...locationId, ...terms };
  }
}
