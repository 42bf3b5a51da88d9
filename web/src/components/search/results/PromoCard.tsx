import { SmartLink } from '@/components/site/SmartLink';
import type { PromoCardData } from '../types';

export interface PromoCardProps {
  promo: PromoCardData;
  headingLevel?: 2 | 3 | 4;
  /** Promos sit among the cards, usually below the fold. */
  lazy?: boolean;
}

/** A promotional card among the results (spec §2): image, title, body and a link button. */
export function PromoCard({ promo, headingLevel = 3, lazy = true }: PromoCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `promo-${promo._id}-title`;
  const link = promo.link && (promo.link.path || promo.link.url) ? promo.link : undefined;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">Special offer</p>
        <Heading id={headingId} className="text-xl font-bold text-gray-900">
          {promo.title}
        </Heading>
        {promo.body ? <p className="text-gray-700">{promo.body}</p> : null}
        {link ? (
          <SmartLink
            path={link.path}
            url={link.url}
            className="mt-auto inline-flex min-h-11 items-center justify-center self-start rounded-md bg-accent px-5 text-sm font-semibold text-accent-ink hover:opacity-90"
          >
            {link.label}
            <span className="sr-only">: {promo.title}</span>
          </SmartLink>
        ) : null}
      </div>
      {promo.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- content SVG
        <img
          src={promo.image.url}
          alt={promo.image.alt ?? ''}
          width={promo.image.width ?? 600}
          height={promo.image.height ?? 400}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          className="order-first aspect-[3/2] w-full object-cover"
        />
      ) : null}
    </article>
  );
}
