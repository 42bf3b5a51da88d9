'use client';
/**
 * FavouriteButton in the browser: the entry, the event and the markup come from the server. The
 * favourites kept in this browser (favourites.ts, with their parser) load once the button is
 * mounted; until they have, the button is disabled (the server's HTML too, now that result cards are
 * drawn by the server): a press before hydration would otherwise be lost without a word.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { FavouriteEntry, FavouriteTracking } from './favourite-entry';
import { FAVOURITE_TITLE } from './save-buttons';

interface Props {
  entry: FavouriteEntry;
  tracking: FavouriteTracking;
  className: string;
  /** The heart and the button's name (drawn by the server): the heart fills through group-aria-pressed. */
  children: ReactNode;
}

const favourites = lazyModule(() => import('./favourites'));

export function FavouriteToggle({ entry, tracking, className, children }: Props) {
  const [saved, setSaved] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    favourites.load().then(
      (loaded) => {
        if (!live) return;
        const update = () => setSaved(loaded.isFavourite(loaded.favouritesStore.getSnapshot(), entry.id));
        stop = loaded.favouritesStore.subscribe(update);
        update();
        setReady(true);
      },
      (error: unknown) => console.warn('[favourites] could not load', error),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [entry.id]);
  const toggle = async () => {
    const loaded = favourites.get() ?? (await favourites.load());
    loaded.toggleStoredFavourite(entry, tracking);
  };
  return (
    <button type="button" aria-pressed={saved} disabled={!ready} onClick={() => void toggle()} title={saved ? FAVOURITE_TITLE.saved : FAVOURITE_TITLE.unsaved} className={className}>
      {children}
    </button>
  );
}
