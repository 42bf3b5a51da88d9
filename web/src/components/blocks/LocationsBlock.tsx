import Link from 'next/link';
import { z } from 'zod';
import { effectiveLocationType, groupLocations } from '@/domain/locations';
import { content, type Location } from '@/lib/content';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';

const Locations = z.object({
  heading: str,
  filter: z.enum(['all', 'primary', 'sales', 'service', 'parts', 'service-and-parts']).nullish().transform((v) => v ?? 'all'),
});

/** Location block filters (spec §2 Other blocks). */
function matches(filter: string, location: Location): boolean {
  const type = effectiveLocationType(location);
  switch (filter) {
    case 'primary':
      return location.primary;
    case 'service-and-parts':
      return type === 'service' || type === 'parts';
    case 'all':
      return true;
    default:
      return type === filter;
  }
}

async function Render({ data: settings, site, index }: BlockProps<z.infer<typeof Locations>>) {
  const locations = (await content.locations(site)).filter((l) => matches(settings.filter, l));
  const groups = groupLocations(locations);
  if (groups.length === 0) return null;
  // 3 or more cards use 3 columns at large widths, fewer use 2 (spec §9).
  const columns = groups.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2';
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
                {group.members.map((member) =>
                  member.contact_detail.phone ? (
                    <li key={member._id}>
                      <span className="capitalize">{effectiveLocationType(member)}</span>:{' '}
                      <a className="underline" href={`tel:${member.contact_detail.phone.replace(/[^\d+]/g, '')}`}>
                        {member.contact_detail.phone}
                      </a>
                    </li>
                  ) : null,
                )}
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
