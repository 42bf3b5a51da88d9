import Link from 'next/link';
import { offerCardText, offerUrl } from '@/domain/offers';
import type { Offer, Site } from '@/lib/content';
import { offerEndsText } from './offer-dates';

/** An offer card (the offers block, /special-offers, the 404 of an ended offer, model pages). */
export function OfferCard({ offer, site, headingLevel = 3 }: { offer: Offer; site: Site; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      {offer.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- content SVG
        <img src={offer.image.url} alt="" width={offer.image.width ?? 800} height={offer.image.height ?? 450} loading="lazy" className="aspect-video w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {offer.category ? <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{offer.category}</p> : null}
        <Heading className="text-lg font-semibold">{offer.name}</Heading>
        <p className="text-gray-700">{offerCardText(offer.description)}</p>
        {offer.ends_at ? <p className="text-sm text-gray-600">{offerEndsText(offer.ends_at)}</p> : null}
        <Link href={offerUrl(offer, site)} className="mt-auto font-semibold text-brand-text underline">
          View offer<span className="sr-only">: {offer.name}</span>
        </Link>
      </div>
    </li>
  );
}
