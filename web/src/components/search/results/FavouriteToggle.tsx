'use client';
import { useFavourites, type FavouriteEntry, type FavouriteTracking } from './favourites';

interface Props {
  entry: FavouriteEntry;
  tracking: FavouriteTracking;
  /** The car's title, for the button's accessible name. */
  title: string;
  className?: string;
}

/** FavouriteButton in the browser: the entry and the event come worked out from the server. */
export function FavouriteToggle({ entry, tracking, title, className = '' }: Props) {
  const { isFavourite, toggle } = useFavourites();
  const saved = isFavourite(entry.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => toggle(entry, tracking)}
      title={saved ? 'Saved to your favourites' : 'Save to your favourites'}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-red-700 shadow ring-1 ring-gray-300 hover:ring-red-700 ${className}`}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2 0 3.5 1.1 4.3 2.5.8-1.4 2.3-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">Save {title} to favourites</span>
    </button>
  );
}
