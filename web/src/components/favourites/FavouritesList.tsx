'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { compareHref, compareLinkText } from '@/components/compare/compare-url';
import { favouritesStore, removeFavourite, useFavourites } from '@/components/search/results/favourites';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CAR_NOUN, type VehicleNoun } from '@/domain/vehicle-noun';
import { FavouriteItem } from './FavouriteItem';
import { compareStatusText, favouriteTitle, pickForCompare, savedPicks } from './favourites-view';

export const SEARCH_PATH = '/search/new-used-and-demo-cars';

export interface FavouritesListProps {
  /** The site has compare on: tick boxes and the "Compare N cars" link. */
  compare: boolean;
  noun?: VehicleNoun;
}

/** The server HTML and the first client render: the list lives in this browser, unknown until hydration. */
export function FavouritesLoading() {
  return (
    <div aria-busy="true" className="mt-6">
      <p role="status" className="text-gray-700">
        Loading your favourites…
      </p>
      <ul aria-hidden="true" className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-72 animate-pulse rounded-lg bg-gray-100 motion-reduce:animate-none" />
        ))}
      </ul>
    </div>
  );
}

/**
 * The cars saved in this browser (spec §3 "Favourite entry", §4 favourite toggle). Before hydration
 * it shows a loading state, never an empty-list flash: the server cannot know what is saved. After a
 * removal focus moves to the next car's Remove button (or the empty message), so keyboard users are
 * not dropped at the top of the page.
 */
export function FavouritesList({ compare, noun = CAR_NOUN }: FavouritesListProps) {
  const hydrated = useHydrated();
  const { favourites } = useFavourites();
  const [ticked, setTicked] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-favourite-remove]');
    const next = buttons?.length ? buttons[Math.min(index, buttons.length - 1)] : empty.current;
    next?.focus();
  });

  if (!hydrated) return <FavouritesLoading />;

  const picked = savedPicks(ticked, favourites);
  const remove = (id: string, index: number) => {
    const entry = favourites.find((f) => f.id === id);
    focusAfterRemove.current = index;
    favouritesStore.update((current) => removeFavourite(current, id));
    setTicked((current) => current.filter((p) => p !== id));
    setStatus(entry ? `Removed ${favouriteTitle(entry)} from your favourites.` : '');
  };
  const pick = (id: string, checked: boolean) => {
    const result = pickForCompare(picked, id, checked);
    setTicked(result.picked);
    setStatus(compareStatusText(result.picked.length, result.refused, noun));
  };

  return (
    <div className="mt-6">
      <p role="status" className="min-h-6 text-sm text-gray-800">
        {status}
      </p>
      {favourites.length === 0 ? (
        <div className="mt-2 max-w-2xl">
          <p ref={empty} tabIndex={-1} className="text-gray-800">
            {`You have no favourites yet. Save ${noun.many} with the heart on a search result and they will be kept here, in this browser.`}
          </p>
          <p className="mt-6">
            <Link href={SEARCH_PATH} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-brand-ink hover:opacity-90">
              {`Search our ${noun.many}`}
            </Link>
          </p>
        </div>
      ) : (
        <>
          {compare ? (
            <div className="mt-2 mb-6 flex flex-wrap items-center gap-4 rounded-lg bg-gray-50 p-4">
              {picked.length >= 2 ? (
                <Link href={compareHref(picked)} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-brand-ink hover:opacity-90">
                  {compareLinkText(picked.length, noun)}
                </Link>
              ) : null}
              <p className="text-sm text-gray-800">{`Tick Compare on two to four ${noun.many} to see them side by side.`}</p>
            </div>
          ) : null}
          <ul ref={list} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {favourites.map((entry, index) => (
              <li key={entry.id}>
                <FavouriteItem
                  entry={entry}
                  comparable={compare}
                  picked={picked.includes(entry.id)}
                  onPick={(checked) => pick(entry.id, checked)}
                  onRemove={() => remove(entry.id, index)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
