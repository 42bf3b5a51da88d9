import type { Vehicle } from '@forecourt/schemas/vehicle';
import Link from 'next/link';
import { FIND_SIMILAR_BUTTON, FIND_SIMILAR_CARD_COPY } from '@/domain/display-state';
import type { VehicleTag } from '@/domain/tags';
import type { FinanceSettings } from '@/lib/content/models';
import type { SearchSite } from '../types';
import { vehicleCardModel } from './card-model';
import { WatchlistButton } from '@/components/account/WatchlistButton';
import { FinanceDisclaimerDialog } from '@/components/finance/disclaimer/FinanceDisclaimerDialog';
import { trackingParameters } from '@/domain/tracking';
import { FavouriteButton } from './FavouriteButton';
import type { TrackableVehicle } from './favourites';
import { tagStyle } from './tag-style';

export type ImagePriority = 'high' | 'eager' | 'lazy';

export interface VehicleCardProps {
  vehicle: Vehicle;
  site: SearchSite;
  /** The render's clock (server time), so tags agree between server and browser. */
  now: Date;
  /** The site's finance settings (content.financeSettings), for the weekly estimate. */
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'>;
  /** 'high' for the first card (LCP image), 'eager' for the next few, 'lazy' below the fold. */
  imagePriority?: ImagePriority;
  headingLevel?: 2 | 3 | 4;
}

/** Only what the favourite toggle stores and tracks crosses to the browser. */
function favouriteFields(v: Vehicle): TrackableVehicle {
  return {
    id: v.id,
    name: v.name,
    slug: v.slug,
    make: v.make,
    model: v.model,
    primary_image_url: v.primary_image_url ?? v.images[0]?.url,
    images: [],
    car_type: v.car_type,
    year: v.year,
    km: v.km,
    ...(v.badge ? { badge: v.badge } : {}),
  };
}

export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 400;

function TagChip({ tag }: { tag: VehicleTag }) {
  const { className, style } = tagStyle(tag);
  return (
    <li className={`tag-pill ${className}`} style={style}>
      {tag.kind === 'certified' ? (
        <span className="inline-flex items-center gap-1">
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M8 1l2 2.2 3-.2-.2 3L15 8l-2.2 2 .2 3-3-.2L8 15l-2-2.2-3 .2.2-3L1 8l2.2-2L3 3l3 .2z" fill="currentColor" />
          </svg>
          {tag.label}
        </span>
      ) : (
        tag.label
      )}
    </li>
  );
}

/**
 * One search result: a single article whose heading names the car. View Details is the card's
 * link; the image links to the same page but is hidden from the tab order and screen readers so
 * there is one stop per destination.
 */
export function VehicleCard({ vehicle, site, now, finance, imagePriority = 'lazy', headingLevel = 3 }: VehicleCardProps) {
  const card = vehicleCardModel(vehicle, site, now, finance);
  const Heading = `h${headingLevel}` as const;
  const headingId = `car-${card.id}-title`;
  const tags = [card.primaryTag, ...card.secondaryTags].filter((t): t is VehicleTag => !!t);
  const price = card.price;

  return (
    <article aria-labelledby={headingId} className="vehicle-card">
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading id={headingId} className="text-lg leading-snug font-semibold text-gray-900">
          {card.title}
        </Heading>

        {tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <TagChip key={`${tag.kind}-${tag.label}`} tag={tag} />
            ))}
          </ul>
        ) : null}

        {card.inStock ? (
          <div>
            <p className="flex flex-wrap items-baseline gap-x-2">
              {price.kind === 'price' || price.kind === 'subscription' ? (
                <span className="text-2xl font-bold text-gray-900">{price.text}</span>
              ) : price.kind === 'preorder' ? (
                <span className="text-xl font-bold text-gray-900">{price.text}</span>
              ) : (
                <span className="text-base font-semibold text-gray-800">{price.text}</span>
              )}
              {price.kind === 'price' && price.wasPrice ? (
                <s className="text-sm text-gray-600">
                  <span className="sr-only">Was </span>
                  {price.wasPrice}
                </s>
              ) : null}
            </p>
            {card.weekly ? (
              <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-brand-text" title={card.weekly.note}>
                <span>
                  {card.weekly.text}
                  <span aria-hidden="true">*</span>
                  <span className="sr-only"> (indicative estimate, see the note after the results)</span>
                </span>
                {/* The lender's own disclaimer, fetched when asked for (spec §4): one per card would be a lot of HTML. */}
                <FinanceDisclaimerDialog carId={vehicle.id} carTitle={card.title} />
              </p>
            ) : null}
            {card.belowMarket ? (
              <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-700">
                <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                  <path d="M8 13V3M3.5 8.5 8 13l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                Below market price
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-gray-700">{FIND_SIMILAR_CARD_COPY}</p>
        )}

        {card.specs.length > 0 ? (
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
            {card.specs.map((spec) => (
              <div key={spec.key} className="min-w-0">
                <dt className="text-xs text-gray-600">{spec.label}</dt>
                <dd className="card-spec-value">{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        {card.location ? (
          <p className="flex items-start gap-1 text-sm text-gray-700">
            <svg viewBox="0 0 16 16" width="14" height="14" className="mt-0.5 shrink-0" aria-hidden="true" focusable="false">
              <path d="M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15zm0-6.5a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" fill="currentColor" />
            </svg>
            <span>
              <span className="sr-only">Location: </span>
              {card.location}
            </span>
          </p>
        ) : null}

        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {card.reservePath ? (
            <Link
              href={card.reservePath}
              prefetch={false}
              className="card-action bg-green-700 text-white hover:bg-green-800"
            >
              Reserve Now<span className="sr-only">: {card.title}</span>
            </Link>
          ) : null}
          <Link
            href={card.href}
            prefetch={false}
            className="card-action bg-brand text-brand-ink hover:opacity-90"
          >
            {card.inStock ? 'View Details' : FIND_SIMILAR_BUTTON}
            <span className="sr-only">: {card.title}</span>
          </Link>
        </div>
        {card.reservePath && card.deposit ? (
          <p className="text-xs text-gray-600">{card.deposit} fully refundable deposit holds it for 48 hours.</p>
        ) : null}
      </div>

      <div className="relative order-first">
        <Link href={card.href} prefetch={false} tabIndex={-1} aria-hidden="true" className="block bg-gray-100">
          {card.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
            <img
              src={card.image.url}
              alt={card.image.alt}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={imagePriority === 'high' ? 'high' : undefined}
              decoding="async"
              className="aspect-[3/2] w-full object-cover"
            />
          ) : (
            <span className="flex aspect-[3/2] w-full items-center justify-center text-sm text-gray-600">Photos coming soon</span>
          )}
        </Link>
        {card.photoCount > 0 ? (
          <p className="photo-count">
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M2 5h2.5L6 3h4l1.5 2H14v8H2zm6 6.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" fill="currentColor" />
            </svg>
            {card.photoCount}
            <span className="sr-only"> {card.photoCount === 1 ? 'photo' : 'photos'}</span>
          </p>
        ) : null}
        {card.favourite ? <FavouriteButton vehicle={favouriteFields(vehicle)} title={card.title} className="absolute top-2 right-2" /> : null}
        {card.watchlist ? (
          <WatchlistButton
            variant="icon"
            carId={vehicle.id}
            name={card.title}
            status={vehicle.status}
            tracking={{ ...trackingParameters(favouriteFields(vehicle)) }}
            className={`absolute top-2 ${card.favourite ? 'right-15' : 'right-2'}`}
          />
        ) : null}
      </div>
    </article>
  );
}
