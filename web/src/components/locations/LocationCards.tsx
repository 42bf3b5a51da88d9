/**
 * Location cards (spec §5 card rule, §9 grid columns): one card per group with its address, each
 * department's phone and 'View Location Details'. The carousel variant scrolls sideways with
 * prev/next buttons (CardCarousel) and a 'Swipe' hint when there are more than 3.
 */
import { LocationAddress } from './LocationAddress';
import Link from 'next/link';
import { effectiveLocationType, locationGridColumns, showSwipeHint, SWIPE_HINT } from '@/domain/locations';
import { telHref } from '@/domain/phone';
import type { SiteLocationGroup } from '@/lib/content/location-groups';
import { CardCarousel } from './CardCarousel';

function Card({ group, headingLevel }: { group: SiteLocationGroup; headingLevel: 2 | 3 }) {
  const lead = group.lead;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading className="text-lg font-semibold">{group.name}</Heading>
      <LocationAddress address={lead.address} className="mt-2 text-gray-700" />
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
      <Link href={`/our-location/${lead.slug}`} className="mt-auto inline-block self-start rounded-md bg-brand px-4 py-2 font-semibold text-brand-ink">
        View Location Details<span className="sr-only">: {group.name}</span>
      </Link>
    </>
  );
}

export function LocationCards({
  groups,
  headingLevel,
  variant = 'grid',
  className = '',
}: {
  groups: SiteLocationGroup[];
  headingLevel: 2 | 3;
  variant?: 'grid' | 'carousel';
  className?: string;
}) {
  if (groups.length === 0) return null;
  const cards = groups.map((group) => (
    <li key={group.slug} className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <Card group={group} headingLevel={headingLevel} />
    </li>
  ));
  if (variant === 'carousel') {
    return (
      <div className={className}>
        {showSwipeHint(groups.length) ? (
          <p className="mb-2 text-sm text-gray-700 md:hidden" aria-hidden="true">
            {SWIPE_HINT} →
          </p>
        ) : null}
        <CardCarousel label="Our locations">{cards}</CardCarousel>
      </div>
    );
  }
  const grid = locationGridColumns(groups.length);
  // Literal class names so Tailwind generates them.
  const columns = [grid.lg === 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2', grid.xl === 4 ? 'xl:grid-cols-4' : ''].join(' ');
  return <ul className={`grid gap-6 ${columns} ${className}`}>{cards}</ul>;
}
