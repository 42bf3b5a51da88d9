/**
 * The location block (spec §2 Other blocks): the locations the filter picks (primary, sales, service,
 * parts, service-and-parts, all, or a location id), as one large card with a map when there is one,
 * a card grid when there are several, or a carousel when the block asks for it.
 */
import { LocationAddress } from '@/components/locations/LocationAddress';
import { z } from 'zod';
import { LocationCards } from '@/components/locations/LocationCards';
import { LocationMap } from '@/components/locations/LocationMap';
import { OpeningHours } from '@/components/locations/OpeningHours';
import { filterLocations, groupLocations, locationBlockLayout } from '@/domain/locations';
import { telHref } from '@/domain/phone';
import { content } from '@/lib/content';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';

const Locations = z.object({
  heading: str,
  // A keyword or a location id (domain/locations LocationFilter).
  filter: z.string().max(100).nullish().transform((v) => v ?? 'all'),
  variant: z.enum(['grid', 'carousel']).nullish().transform((v) => v ?? 'grid'),
});

async function Render({ data: settings, site, index }: BlockProps<z.infer<typeof Locations>>) {
  const groups = groupLocations(filterLocations(await content.locations(site), settings.filter));
  const layout = locationBlockLayout(groups.length);
  if (layout === 'none') return null;
  const heading = <BlockHeading index={index}>{settings.heading ?? 'View our locations'}</BlockHeading>;
  if (layout === 'single') {
    const group = groups[0]!;
    const lead = group.lead;
    const phone = lead.contact_detail.phone;
    const href = phone ? telHref(phone) : null;
    return (
      <section className="container-page py-10">
        {heading}
        <div className="grid gap-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm lg:grid-cols-2">
          <div className="space-y-4">
            <p className="text-xl font-semibold">{group.name}</p>
            <LocationAddress address={lead.address} className="text-gray-700" />
            {phone && href ? (
              <a className="block font-semibold underline" href={href}>
                {phone}
              </a>
            ) : null}
            <OpeningHours location={lead} />
            <a href={`/our-location/${lead.slug}`} className="inline-block rounded-md bg-brand px-4 py-2 font-semibold text-brand-ink">
              View Location Details<span className="sr-only">: {group.name}</span>
            </a>
          </div>
          <LocationMap location={lead} />
        </div>
      </section>
    );
  }
  return (
    <section className="container-page py-10">
      {heading}
      <LocationCards groups={groups} headingLevel={index === 0 ? 2 : 3} variant={settings.variant} />
    </section>
  );
}

export const LocationsBlock = defineBlock(Locations, Render);
