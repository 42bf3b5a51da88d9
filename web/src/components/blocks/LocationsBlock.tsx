import Link from 'next/link';
import { z } from 'zod';
import { effectiveLocationType, filterLocations, groupLocations, locationGridColumns, LOCATION_FILTERS } from '@/domain/locations';
import { telHref } from '@/domain/phone';
import { content } from '@/lib/content';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';

const Locations = z.object({
  heading: str,
  filter: z.enum(LOCATION_FILTERS).nullish().transform((v) => v ?? 'all'),
});

async function Render({ data: settings, site, index }: BlockProps<z.infer<typeof Locations>>) {
  const groups = groupLocations(filterLocations(await content.locations(site), settings.filter));
  if (groups.length === 0) return null;
  const grid = locationGridColumns(groups.length);
  // Literal class names so Tailwind generates them.
  const columns = [grid.lg === 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2', grid.xl === 4 ? 'xl:grid-cols-4' : ''].join(' ');
  return (
    <section className="container-page py-10">
      <BlockHeading index={index}>{settings.heading ?? 'View our locations'}</BlockHeading>
      <ul className={`grid gap-6 ${columns}`}>
        {groups.map((group) => {
          const lead = group.lead;
          return (
            <li key={group.slug} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold">{group.name}</h3>
              <address className="mt-2 not-italic text-gray-700">
                {lead.address.street}
                <br />
                {lead.address.city} {lead.address.state} {lead.address.postcode}
              </address>
              <ul className="mt-3 space-y-1 text-sm">
                {group.members.map((member) => {
                  const phone = member.contact_detail.phone;
                  const href = phone ? telHref(phone) : null;
                  return phone && href ? (
                    <li key={member._id}>
                      <span className="capitalize">{effectiveLocationType(member)}</span>:{' '}
                      <a className="underline" href={href}>
                        {phone}
                      </a>
                    </li>
                  ) : null;
                })}
              </ul>
              <Link href={`/our-location/${lead.slug}`} className="mt-4 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-brand-ink">
                View Location Details<span className="sr-only">: {group.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export const LocationsBlock = defineBlock(Locations, Render);
