/** The #enquire panel on the server: real content around a form that loads later, and the page's lead data island. */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FIND_SIMILAR_CARD_COPY, findSimilarEnquiryMessage } from '@/domain/display-state';
import { parseVehicleLeadData } from '@/components/leads/vehicle/read-vehicle-lead-data';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { vehiclePageModel } from '@/lib/vehicle/page-model';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
vi.mock('@/lib/content', () => ({ content: repo }));
const { EnquirePanel } = await import('./EnquirePanel');

const site = (await repo.site('harbour-toyota'))!;
const locations = await repo.locations(site);
const stock = stockFor('harbour-toyota').filter((v) => v.show_on_dealer_website);

async function render(vehicle: (typeof stock)[number]) {
  const location = locations.find((l) => l.location_id === vehicle.location_id);
  const model = vehiclePageModel(vehicle, site, location, new Date());
  return { model, html: renderToStaticMarkup(await EnquirePanel({ vehicle, site, model })) };
}

const island = (html: string) => parseVehicleLeadData(/<script type="application\/json" id="vehicle-lead-data">(.*?)<\/script>/s.exec(html)?.[1]);

describe('EnquirePanel', () => {
  it('shows the heading, copy and phone at once, the enquiry form later, and writes the lead data', async () => {
    const car = stock.find((v) => v.status === 'in_stock' && v.location_id === 'hbt-monavale-sales')!;
    const { model, html } = await render(car);
    expect(html).toContain('id="enquire"');
    expect(html).toContain(`Enquire about this ${model.title}`);
    expect(html).toContain('data-form-placeholder');
    expect(html).toContain('The enquiry form is loading');
    expect(html).not.toContain('<form');
    expect(html).toContain('Request more photos');
    if (model.phone) expect(html).toContain('Call');
    const data = island(html);
    expect(data?.car).toMatchObject({ id: car.id, slug: car.slug, title: model.title });
    expect(data?.locationId).toBe('hbt-monavale-sales');
    expect(data?.options.testDriveLocations?.map((l) => l.id)).toEqual(['hbt-monavale-sales', 'hbt-sales']);
  });

  it('on a sold car: the card copy, no photo request, the find-similar message in the data', async () => {
    const sold = stock.find((v) => v.status === 'sold')!;
    const { html } = await render(sold);
    expect(html).toContain(FIND_SIMILAR_CARD_COPY);
    expect(html).not.toContain('Request more photos');
    expect(island(html)?.findSimilarMessage).toBe(findSimilarEnquiryMessage(sold));
  });
});
