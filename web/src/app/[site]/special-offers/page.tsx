/**
 * /special-offers (spec §2): the offers live today — within their dates, not excluded for this
 * website — grouped by manufacturer on a multi-franchise site, each card linking to its offer page.
 */
import type { Metadata } from 'next';
import { OfferCard } from '@/components/offers/OfferCard';
import { groupOffersByManufacturer } from '@/domain/offers';
import { currentOffers } from '@/lib/content/current-offers';
import { loadSite } from '@/lib/tenancy/current-site';

export async function generateMetadata({ params }: PageProps<'/[site]/special-offers'>): Promise<Metadata> {
  const site = await loadSite((await params).site);
  return { title: 'Special Offers', description: `Current new and used vehicle, finance and service offers at ${site.name}.`, alternates: { canonical: '/special-offers' } };
}

export default async function SpecialOffersPage({ params }: PageProps<'/[site]/special-offers'>) {
  const site = await loadSite((await params).site);
  const offers = await currentOffers(site);
  // One franchise: one list. Several: a section per manufacturer, dealer-wide offers last.
  const groups = site.manufacturer ? [{ heading: '', offers }] : groupOffersByManufacturer(offers, `More offers from ${site.name}`);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold md:text-4xl">Special Offers</h1>
      {offers.length === 0 ? (
        <p className="mt-4 text-gray-700">There are no special offers running right now. Please check back soon, or contact us about our latest deals.</p>
      ) : (
        groups.map((group, index) => (
          // The id by position: a manufacturer's name has spaces, which an HTML id must not.
          <section key={group.heading || 'all'} aria-labelledby={group.heading ? `offers-group-${index}` : undefined} className="mt-8">
            {group.heading ? (
              <h2 id={`offers-group-${index}`} className="mb-4 text-2xl font-bold">
                {group.heading}
              </h2>
            ) : null}
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {group.offers.map((offer) => (
                <OfferCard key={offer._id} offer={offer} site={site} headingLevel={group.heading ? 3 : 2} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
