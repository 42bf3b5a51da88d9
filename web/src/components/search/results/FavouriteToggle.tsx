'use client';
import type { ReactNode } from 'react';
import { useFavourites, type FavouriteEntry, type FavouriteTracking } from './favourites';

interface Props {
  entry: FavouriteEntry;
  tracking: FavouriteTracking;
  className: string;
  /** The heart and the button's name (drawn by the server): the heart fills through group-aria-pressed. */
  children: ReactNode;
}

/** FavouriteButton in the browser: the entry, the event and the markup come from the server. */
export function FavouriteToggle({ entry, tracking, className, children }: Props) {
  const { isFavourite, toggle } = useFavourites();
  const saved = isFavourite(entry.id);
  return (
    <button type="button" aria-pressed={saved} onClick={() => toggle(entry, tracking)} title={saved ? 'Saved to your favourites' : 'Save to your favourites'} className={className}>
      {children}
    </button>
  );
}
