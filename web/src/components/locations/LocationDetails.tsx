/**
 * The location page (spec §2 /our-location/{slug}, /locations/{slug}): one card group of the site —
 * address and map, each department's phone and hours, licence numbers, reviews, its stock and a
 * contact form preset to it.
 */
import { LocationAddress } from './LocationAddress';
import Link from 'next/link';
import { LeadFormSection } from '@/components/leads/LeadFormSection';
import { effectiveLocationType } from '@/domain/locations';
import { telHref } from '@/domain/phone';
import type { Site } from '@/lib/content';
import type { SiteLocationGroup } from '@/lib/content/location-groups';
import { autoDealerStructuredData } from '@/lib/seo/dealer-structured-data';
import { jsonLdText } from '@/lib/seo/json-ld';
import { LocationMap } from './LocationMap';
import { OpeningHours } from './OpeningHours';
import { ReviewSummary } from './ReviewSummary';

const label = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}`;

export function LocationDetails({ site, group }: { site: Site; group: SiteLocationGroup }) {
  const lead = group.lead;
  const sales = group.members.find((m) => effectiveLocationType(m) === 'sales');
  const hasSales = sales !== undefined;
  const licences = [...new Set(group.members.flatMap((m) => [m.dealer_license_number, m.motor_vehicle_repairer]).filter((v): v is string => Boolean(v)))];
  const structured = autoDealerStructuredData(site, lead, new Date());
  return (
    <article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText({ '@context': 'https://schema.org', '@graph': [structured] }) }} />
      <div className="container-page py-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">
          <Link href="/our-location" className="underline">
            Our locations
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold md:text-4xl">{group.name}</h1>
        <div className="mt-3">
          <ReviewSummary rating={lead.reviews?.average_rating} count={lead.reviews?.count} reviewUrl={lead.reviews?.review_url} />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div className="space-y-6">
            <section aria-labelledby="location-address">
              <h2 id="location-address" className="text-xl font-semibold">
                Address
              </h2>
              <LocationAddress address={lead.address} className="mt-2 text-gray-800" />
            </section>
            <section aria-labelledby="location-contact">
              <h2 id="location-contact" className="text-xl font-semibold">
                Contact
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {group.members.map((member) => {
                  const phone = member.contact_detail.phone ?? member.contact_detail.landline_phone;
                  const href = phone ? telHref(phone) : null;
                  return phone && href ? (
                    <div key={member._id} className="contents">
                      <dt className="font-medium">{label(effectiveLocationType(member))}</dt>
                      <dd>
                        <a href={href} className="underline">
                          {phone}
                        </a>
                      </dd>
                    </div>
                  ) : null;
                })}
              </dl>
              {licences.length > 0 ? <p className="mt-3 text-sm text-gray-700">{licences.join(' · ')}</p> : null}
            </section>
            <div className="flex flex-wrap gap-3">
              {hasSales ? (
                <Link href={`/search/${group.slug}`} className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
                  View Our Stock
                </Link>
              ) : null}
              <a href="#location-enquiry" className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
                Send us a message
              </a>
            </div>
          </div>
          <LocationMap location={lead} id="location-map" />
        </div>
        <section aria-labelledby="location-hours" className="mt-10">
          <h2 id="location-hours" className="text-2xl font-bold">
            Opening hours
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {group.members.map((member) => (
              <OpeningHours key={member._id} location={member} />
            ))}
          </div>
        </section>
      </div>
      <LeadFormSection site={site} kind="contact" headingLevel={2} heading={`Contact ${group.name}`} presets={sales ? { location_id: sales.location_id } : undefined} id="location-enquiry" />
    </article>
  );
}
