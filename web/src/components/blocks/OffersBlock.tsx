import { z } from 'zod';
import { OfferCard } from '@/components/offers/OfferCard';
import { currentOffers } from '@/lib/content/current-offers';
import { BlockHeading } from './Heading';
import { str, type BlockProps, defineBlock } from './shared';

const Offers = z.object({ heading: str, limit: z.number().int().nullish().transform((v) => v ?? 3) });

async function Render({ data: settings, site, index }: BlockProps<z.infer<typeof Offers>>) {
  const offers = (await currentOffers(site)).slice(0, settings.limit);
  if (offers.length === 0) return null;
  return (
    <section className="container-page py-10">
      <BlockHeading index={index}>{settings.heading ?? 'Special offers'}</BlockHeading>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <OfferCard key={offer._id} offer={offer} site={site} />
        ))}
      </ul>
    </section>
  );
}

export const OffersBlock = defineBlock(Offers, Render);
