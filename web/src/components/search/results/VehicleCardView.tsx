/**
 * A result card's markup from its model (VehicleCard): drawn by the server and kept by the browser as
 * drawn (KeptVehicleCard, ui/kept-markup.tsx), so React sends the card's model rather than its
 * markup; drawn by the browser for the results of a refinement. Client-safe and static: the links
 * are plain anchors (same-site clicks go through Next's router). In the results grid the card's
 * buttons are drawn here too and worked by delegation (the finance disclaimer by ResultsGrid, the
 * favourite and watchlist buttons by card-save-controls.ts); elsewhere (similar cars on the vehicle
 * page) the favourite and watchlist buttons are VehicleCard's own, live.
 */
import { FIND_SIMILAR_BUTTON, FIND_SIMILAR_CARD_COPY } from '@/domain/display-state';
import type { ReactNode } from 'react';
import type { VehicleTag } from '@/domain/tags';
import { CertifiedIcon, DownArrowIcon, PinIcon } from '@/components/ui/icons';
import type { VehicleCardModel } from './card-model';
import { tagStyle } from './tag-style';
import { BOOKMARK_BUTTON_CLASS, FAVOURITE_TITLE, HEART_BUTTON_CLASS, WATCHLIST_TITLE } from './save-buttons';
import { BookmarkIcon, HeartIcon } from './save-icons';

export type ImagePriority = 'high' | 'eager' | 'lazy';
/** 'price-block': the price with the weekly estimate (its disclaimer trigger a plain button, `data-finance-disclaimer`, opened by ResultsGrid) and the below-market badge. */
export type CardPart = 'top' | 'price' | 'price-block' | 'rest' | 'image';

export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 400;

export const cardHeadingId = (card: Pick<VehicleCardModel, 'id'>) => `car-${card.id}-title`;

function TagChip({ tag }: { tag: VehicleTag }) {
  const { className, style } = tagStyle(tag);
  return (
    <li className={`tag-pill ${className}`} style={style}>
      {tag.kind === 'certified' ? (
        <span className="inline-flex items-center gap-1">
          <CertifiedIcon />
          {tag.label}
        </span>
      ) : (
        tag.label
      )}
    </li>
  );
}

function Top({ card, level }: { card: VehicleCardModel; level: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  const tags = [card.primaryTag, ...card.secondaryTags].filter((t): t is VehicleTag => !!t);
  return (
    <>
      <Heading id={cardHeadingId(card)} className="card-title">
        {card.title}
      </Heading>
      {tags.length > 0 ? (
        <ul aria-label="Tags" className="card-tags">
          {tags.map((tag) => (
            <TagChip key={`${tag.kind}-${tag.label}`} tag={tag} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Price({ card }: { card: VehicleCardModel }) {
  const price = card.price;
  return (
    <p className="card-price">
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
  );
}

/** The weekly estimate, with its disclaimer's trigger. */
export function WeeklyLine({
  weekly,
  trigger,
}: {
  weekly: NonNullable<VehicleCardModel['weekly']>;
  trigger: ReactNode;
}) {
  return (
    <p className="card-weekly" title={weekly.note}>
      <span>
        {weekly.text}
        <span aria-hidden="true">*</span>
        <span className="sr-only"> (indicative estimate, see the note after the results)</span>
      </span>
      {/* The lender's own disclaimer, fetched when asked for (spec §4): one per card would be a lot of HTML. */}
      {trigger}
    </p>
  );
}

export function BelowMarketBadge() {
  return (
    <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-700">
      <DownArrowIcon size={12} />
      Below market price
    </p>
  );
}

/** The disclaimer trigger's look and name, shared with FinanceDisclaimerDialog's. */
export const DISCLAIMER_TRIGGER_CLASS = 'disclaimer-trigger';
export const disclaimerTriggerLabel = (carTitle: string) => `Finance disclaimer for the ${carTitle}`;
export function DisclaimerIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PriceBlock({ card }: { card: VehicleCardModel }) {
  return (
    <div>
      <Price card={card} />
      {card.weekly ? (
        <WeeklyLine
          weekly={card.weekly}
          trigger={
            <button
              type="button"
              data-finance-disclaimer={card.id}
              data-car-title={card.title}
              aria-haspopup="dialog"
              aria-expanded="false"
              aria-label={disclaimerTriggerLabel(card.title)}
              className={DISCLAIMER_TRIGGER_CLASS}
            >
              <DisclaimerIcon />
            </button>
          }
        />
      ) : null}
      {card.belowMarket ? <BelowMarketBadge /> : null}
    </div>
  );
}

function Rest({ card }: { card: VehicleCardModel }) {
  return (
    <>
      {card.inStock ? null : <p className="text-sm text-gray-700">{FIND_SIMILAR_CARD_COPY}</p>}
      {card.specs.length > 0 ? (
        <dl className="card-specs">
          {card.specs.map((spec) => (
            <div key={spec.key}>
              <dt>{spec.label}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {card.location ? (
        <p className="card-location">
          <PinIcon />
          <span>
            <span className="sr-only">Location: </span>
            {card.location}
          </span>
        </p>
      ) : null}

      <div className="card-actions">
        {card.reservePath ? (
          <a href={card.reservePath} className="card-action card-action-reserve">
            Reserve Now<span className="sr-only">: {card.title}</span>
          </a>
        ) : null}
        <a href={card.href} className="card-action card-action-view">
          {card.inStock ? 'View Details' : FIND_SIMILAR_BUTTON}
          <span className="sr-only">: {card.title}</span>
        </a>
      </div>
      {card.reservePath && card.deposit ? (
        <p className="text-xs text-gray-600">
          {card.deposit} fully refundable deposit holds it for 48 hours.
        </p>
      ) : null}
    </>
  );
}

/**
 * The favourite and watchlist buttons drawn with the card, disabled: card-save-controls.ts shows
 * their state and handles their presses for the whole results grid (CardSaveControls).
 */
function SaveButtons({ card }: { card: VehicleCardModel }) {
  return (
    <>
      {card.favourite ? (
        <button
          type="button"
          aria-pressed="false"
          disabled
          data-card-favourite={card.id}
          title={FAVOURITE_TITLE.unsaved}
          className={`${HEART_BUTTON_CLASS} absolute top-2 right-2`}
        >
          <HeartIcon />
          <span className="sr-only">Save {card.title} to favourites</span>
        </button>
      ) : null}
      {card.watchlist ? (
        <button
          type="button"
          aria-pressed="false"
          disabled
          hidden={card.watchlist.unsaved === 'hidden'}
          data-card-watchlist={card.id}
          data-control-saved={card.watchlist.saved}
          data-control-unsaved={card.watchlist.unsaved}
          data-watchlist-button=""
          title={WATCHLIST_TITLE.unsaved}
          className={`${BOOKMARK_BUTTON_CLASS} absolute top-2 ${card.favourite ? 'right-15' : 'right-2'}`}
        >
          <BookmarkIcon />
          <span className="sr-only">Watchlist: {card.title}</span>
        </button>
      ) : null}
    </>
  );
}

function CardImage({ card, priority, saveButtons }: { card: VehicleCardModel; priority: ImagePriority; saveButtons: boolean }) {
  return (
    <>
      <a href={card.href} tabIndex={-1} aria-hidden="true" className="block bg-gray-100">
        {card.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
          <img
            src={card.image.url}
            alt={card.image.alt}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={priority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={priority === 'high' ? 'high' : undefined}
            decoding="async"
            className="card-photo"
          />
        ) : (
          <span className="flex aspect-[3/2] w-full items-center justify-center text-sm text-gray-600">
            Photos coming soon
          </span>
        )}
      </a>
      {card.photoCount > 0 ? (
        <p className="photo-count">
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path
              d="M2 5h2.5L6 3h4l1.5 2H14v8H2zm6 6.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
              fill="currentColor"
            />
          </svg>
          {card.photoCount}
          <span className="sr-only"> {card.photoCount === 1 ? 'photo' : 'photos'}</span>
        </p>
      ) : null}
      {saveButtons ? <SaveButtons card={card} /> : null}
    </>
  );
}

export default function VehicleCardView({
  part,
  card,
  level = 3,
  priority = 'lazy',
  saveButtons = false,
}: {
  part: CardPart;
  card: VehicleCardModel;
  level?: 2 | 3 | 4;
  priority?: ImagePriority;
  /** The image part draws the favourite and watchlist buttons (SaveButtons). */
  saveButtons?: boolean;
}) {
  switch (part) {
    case 'top':
      return <Top card={card} level={level} />;
    case 'price':
      return <Price card={card} />;
    case 'price-block':
      return <PriceBlock card={card} />;
    case 'rest':
      return <Rest card={card} />;
    case 'image':
      return <CardImage card={card} priority={priority} saveButtons={saveButtons} />;
  }
}
