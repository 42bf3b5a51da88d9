/**
 * The vehicle page's sidebar as markup from data (spec §2): the title with its tags and key facts,
 * the price (or the SOLD copy) with the below-market badge and the finance strip, and the location.
 * Drawn by the server and kept by the browser (KeptVehicleSummary, ui/kept-markup.tsx); client-safe
 * and static, links as plain anchors.
 */
import { formatPrice } from '@/domain/price';
import type { VehicleTag } from '@/domain/tags';
import { CertifiedIcon, DownArrowIcon, PinIcon } from '@/components/ui/icons';
import { tagStyle } from '@/components/search/results/tag-style';
import type { VehiclePageModel } from '@/lib/vehicle/page-model';

/** What the sidebar's kept parts read of the page model, with the location's address as one line. */
export type SummaryModel = Pick<
  VehiclePageModel,
  'title' | 'display' | 'price' | 'priceType' | 'tags' | 'belowMarket' | 'specs' | 'location' | 'finance'
> & {
  address?: string;
  /** The page's map section (`#vehicle-map`) when it has one. */
  mapHref?: string;
};

export type SummaryPart = 'heading' | 'price' | 'location';

function TagChip({ tag }: { tag: VehicleTag }) {
  const { className, style } = tagStyle(tag);
  return (
    <li
      className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-bold tracking-wide uppercase ${className}`}
      style={style}
    >
      {tag.kind === 'certified' ? <CertifiedIcon /> : null}
      {tag.label}
    </li>
  );
}

function TagList({ tags }: { tags: VehicleTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <TagChip key={`${tag.kind}-${tag.label}`} tag={tag} />
      ))}
    </ul>
  );
}

function PriceBlock({ model }: { model: SummaryModel }) {
  const price = model.price;
  if (price.kind === 'none') return null;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span
          className={
            price.kind === 'text'
              ? 'text-xl font-semibold text-gray-900'
              : 'text-3xl font-extrabold tracking-tight text-gray-900 tabular-nums'
          }
        >
          {price.text}
        </span>
        {price.kind === 'price' && price.wasPrice ? (
          <s className="text-base text-gray-600 tabular-nums">
            <span className="sr-only">Was </span>
            {price.wasPrice}
          </s>
        ) : null}
        {model.priceType ? (
          <span className="text-sm font-medium text-gray-700">{model.priceType}</span>
        ) : null}
      </p>
    </div>
  );
}

function Heading({ model }: { model: SummaryModel }) {
  return (
    <>
      <TagList tags={model.tags} />
      <h1 className="text-2xl leading-tight font-bold text-gray-900 md:text-3xl">{model.title}</h1>
      {model.specs.length > 0 ? (
        <ul aria-label="Key facts" className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-gray-700">
          {model.specs.map((spec, i) => (
            <li key={spec.key} className="inline-flex items-center gap-2">
              {i > 0 ? (
                <span aria-hidden="true" className="text-gray-400">
                  •
                </span>
              ) : null}
              <span>
                <span className="sr-only">{spec.label}: </span>
                {spec.value}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Price({ model }: { model: SummaryModel }) {
  const { display, finance } = model;
  return display.kind === 'sold' ? (
    <div className="rounded-lg bg-gray-900 p-4 text-white">
      <p className="text-2xl font-extrabold tracking-widest">{display.heading}</p>
      <p className="mt-1 text-sm text-gray-100">{display.text}</p>
    </div>
  ) : (
    <div className="space-y-3">
      <PriceBlock model={model} />
      {model.belowMarket !== undefined ? (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800 ring-1 ring-green-700">
          <DownArrowIcon size={14} />
          Below market price
          <span className="font-normal">· {formatPrice(model.belowMarket)} under average</span>
        </p>
      ) : null}
      {finance ? (
        <div className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="text-lg font-bold text-brand-text">
              {finance.weekly}
              <span aria-hidden="true">*</span>
            </p>
            {finance.comparisonRate ? (
              <p className="text-sm text-gray-700">
                Comparison rate{' '}
                <span className="font-semibold text-gray-900">{finance.comparisonRate} p.a.</span>
              </p>
            ) : null}
          </div>
          <p className="mt-1 text-xs leading-snug text-gray-600">
            <span aria-hidden="true">*</span>
            {finance.note}
          </p>
          <a
            href={finance.quotePath}
            className="mt-2 inline-flex min-h-9 items-center text-sm font-semibold text-brand-text underline underline-offset-4"
          >
            Get Finance Quote
          </a>
        </div>
      ) : null}
    </div>
  );
}

function LocationLine({ model }: { model: SummaryModel }) {
  return model.location ? (
    <p className="flex items-start gap-2 text-sm text-gray-800">
      <PinIcon className="mt-0.5 size-4 text-gray-600" />
      <span>
        <span className="sr-only">Location: </span>
        <a
          href={model.location.href}
          className="font-semibold text-gray-900 underline underline-offset-4 hover:text-brand-text"
        >
          {model.location.label}
        </a>
        {model.address ? <span className="block text-gray-600">{model.address}</span> : null}
        {model.mapHref ? (
          <a
            href={model.mapHref}
            className="mt-1 inline-block font-semibold text-brand-text underline underline-offset-4"
          >
            View on map
          </a>
        ) : null}
      </span>
    </p>
  ) : null;
}

export default function VehicleSummaryView({ part, model }: { part: SummaryPart; model: SummaryModel }) {
  if (part === 'heading') return <Heading model={model} />;
  if (part === 'price') return <Price model={model} />;
  return <LocationLine model={model} />;
}
