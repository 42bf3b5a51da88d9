'use client';

import Link from 'next/link';
import { useFavourites } from '@/components/search/results/favourites';

/** 'My favourites (N)' beside the results once this browser has saved a car: the way to /favourites. */
export function FavouritesLink() {
  const { favourites } = useFavourites();
  if (favourites.length === 0) return null;
  return (
    <Link href="/favourites" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-text underline underline-offset-2 hover:no-underline" data-favourites-link="">
      My favourites ({favourites.length})
    </Link>
  );
}
