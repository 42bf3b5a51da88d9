import Link from 'next/link';
import { vehicleHref } from '@/components/search/results/card-model';
import type { FavouriteEntry } from '@/components/search/results/favourites';
import { favouriteTitle } from './favourites-view';

export interface FavouriteItemProps {
  entry: FavouriteEntry;
  /** Draw the Compare tick box (the site has compare on). */
  comparable: boolean;
  picked: boolean;
  onPick: (checked: boolean) => void;
  onRemove: () => void;
}

/**
 * One saved car: photo, name linking to its page, Remove, and a Compare tick box where the site
 * compares. The photo is not a second link (one stop per destination) and has empty alt text: the
 * name beside it says which car it is.
 */
export function FavouriteItem({ entry, comparable, picked, onPick, onRemove }: FavouriteItemProps) {
  const title = favouriteTitle(entry);
  const headingId = `favourite-${entry.id}-title`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      {entry.primary_image_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images, as on result cards
        <img src={entry.primary_image_url} alt="" width={600} height={400} loading="lazy" decoding="async" className="aspect-[3/2] w-full bg-gray-100 object-cover" />
      ) : (
        <span className="flex aspect-[3/2] w-full items-center justify-center bg-gray-100 text-sm text-gray-700">Photos coming soon</span>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 id={headingId} className="text-lg leading-snug font-semibold">
          <Link href={vehicleHref(entry)} prefetch={false} className="text-brand-text underline underline-offset-2 hover:no-underline">
            {title}
          </Link>
        </h2>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          {comparable ? (
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-gray-900">
              <input type="checkbox" checked={picked} onChange={(e) => onPick(e.target.checked)} className="size-5 accent-gray-900" />
              Compare<span className="sr-only"> {title}</span>
            </label>
          ) : null}
          <button
            type="button"
            data-favourite-remove
            onClick={onRemove}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100"
          >
            Remove<span className="sr-only"> {title} from favourites</span>
          </button>
        </div>
      </div>
    </article>
  );
}
