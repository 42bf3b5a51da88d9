import Link from 'next/link';
import { OfferCard } from '@/components/offers/OfferCard';
import { currentOffers } from '@/lib/content/current-offers';
import { requestSite } from '@/lib/tenancy/request-site';

/** An ended or unknown offer: a 404 that offers what is on now instead of a dead end. */
export default async function OfferNotFound() {
  const site = await requestSite();
  const offers = site ? (await currentOffers(site)).slice(0, 6) : [];
  return (
    <div className="container-page py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">404</p>
      <h1 className="mt-2 text-3xl font-bold">This offer has ended or is no longer available</h1>
      <p className="mt-4 text-gray-700">{offers.length > 0 ? 'Here is what’s on right now.' : 'There are no special offers running right now.'}</p>
      {site && offers.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => (
            <OfferCard key={offer._id} offer={offer} site={site} headingLevel={2} />
          ))}
        </ul>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/special-offers" className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
          All special offers
        </Link>
        <Link href="/contact-us" className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
          Contact us
        </Link>
      </div>
    </div>
  );
}
