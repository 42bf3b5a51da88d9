'use client';
/**
 * FavouriteButton in the browser: the entry, the event and the markup come from the server. The
 * favourites kept in this browser (favourites.ts, with their parser) load once the button is
 * mounted — before then the heart shows not pressed, as it does until hydration anyway; a press
 * meanwhile waits for them.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { lazyModule } from '@/components/ui/lazy';
import type { FavouriteEntry, FavouriteTracking } from './favourite-entry';

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
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    favourites().then(
      (loaded) => {
        if (!live) return;
        const update = () => setSaved(loaded.isFavourite(loaded.favouritesStore.getSnapshot(), entry.id));
        stop = loaded.favouritesStore.subscribe(update);
        update();
      },
      (error: unknown) => console.warn('[favourites] could not load', error),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [entry.id]);
  const toggle = async () => {
    const loaded = favourites.loaded() ?? (await favourites());
    loaded.toggleStoredFavourite(entry, tracking);
  };
  return (
    <button type="button" aria-pressed={saved} onClick={() => void toggle()} title={saved ? 'Saved to your favourites' : 'Save to your favourites'} className={className}>
      {children}
    </button>
  );
}
