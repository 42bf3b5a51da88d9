/** The #enquire panel on the server: real content around a form that loads later. */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FIND_SIMILAR_CARD_COPY } from '@/domain/display-state';
import { vehicleLeadData } from '@/components/leads/vehicle/build-lead-data';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { vehiclePageModel } from '@/lib/vehicle/page-model';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
vi.mock('@/lib/content', () => ({ content: repo }));
const { EnquirePanel } = await import('./EnquirePanel');

const site = (await repo.site('harbour-toyota'))!;
const locations = await repo.locations(site);
const stock = stockFor('harbour-toyota').filter((v) => v.show_on_dealer_website);

function render(vehicle: (typeof stock)[number]) {
  const location = locations.find((l) => l.location_id === vehicle.location_id);
  const model = vehiclePageModel(vehicle, site, location, new Date());
  const leads = vehicleLeadData(site, locations, vehicle, model.title);
  return { model, html: renderToStaticMarkup(EnquirePanel({ site, model, leads })) };
}

describe('EnquirePanel', () => {
  it('shows the heading, copy and phone at once, the enquiry form later', () => {
    const car = stock.find((v) => v.status === 'in_stock' && v.location_id === 'hbt-monavale-sales')!;
    const { model, html } = render(car);
    expect(html).toContain('id="enquire"');
    expect(html).toContain(`Enquire about this ${model.title}`);
    expect(html).toContain('data-form-placeholder');
    expect(html).toContain('The enquiry form is loading');
    expect(html).not.toContain('<form');
    expect(html).toContain('Request more photos');
    expect(model.phone, 'Harbour Toyota publishes a phone number').toBeDefined();
    expect(html).toContain(`href="${model.phone!.tel}"`);
    // The forms' data travels as their props, not as a copy in the HTML.
    expect(html).not.toContain('application/json');
  });

  it('on a sold car: the card copy and no photo request', () => {
    const sold = stock.find((v) => v.status === 'sold')!;
    const { html } = render(sold);
    expect(html).toContain(FIND_SIMILAR_CARD_COPY);
    expect(html).not.toContain('Request more photos');
  });
});
