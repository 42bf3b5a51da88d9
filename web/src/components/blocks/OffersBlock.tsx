import Link from 'next/link';
import { z } from 'zod';
import { offerCardText, offerUrl } from '@/domain/offers';
import { content } from '@/lib/content';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';

const Offers = z.object({ heading: str, limit: z.number().int().nullish().transform((v) => v ?? 3) });

async function Render({ data: settings, site, index }: BlockProps<z.infer<typeof Offers>>) {
  const offers = await content.offers(site, settings.limit);
  if (offers.length === 0) return null;
  return (
    <section className="container-page py-10">
      <BlockHeading index={index}>{settings.heading ?? 'Special offers'}</BlockHeading>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer._id} className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
            {offer.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- content SVG
              <img src={offer.image.url} alt="" width={offer.image.width ?? 800} height={offer.image.height ?? 450} loading="lazy" className="aspect-video w-full object-cover" />
            ) : null}
            <div className="flex flex-1 flex-col gap-2 p-5">
              {offer.category ? <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{offer.category}</p> : null}
              <h3 className="text-lg font-semibold">{offer.name}</h3>
              <p className="text-gray-700">{offerCardText(offer.description)}</p>
              {offer.ends_at ? (
                <p className="text-sm text-gray-600">
                  Offer ends {new Date(`${offer.ends_at}T00:00:00`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}
                </p>
              ) : null}
              <Link href={offerUrl(offer, site)} className="mt-auto font-semibold text-brand-text underline">
                View offer<span className="sr-only">: {offer.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const OffersBlock = defineBlock(Offers, Render);
