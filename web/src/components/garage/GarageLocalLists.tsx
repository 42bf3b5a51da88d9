'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useFavourites } from '@/components/search/results/favourites';
import { useSearchHistory } from '@/components/search/results/search-history';
import { viewedCarsStore } from '@/components/vehicle/views/viewed-cars';

const linkClass = 'font-semibold text-brand-text underline underline-offset-2 hover:no-underline';

/**
 * The garage's lists kept in this browser: favourites (merged with the account's at sign-in),
 * recently viewed cars (spec §3 viewed-car records, de-duplicated) and the last 5 searches. Before
 * hydration a neutral line shows, not an empty-list flash.
 */
export function GarageLocalLists({ favouritesEnabled }: { favouritesEnabled: boolean }) {
  const hydrated = useHydrated();
  const { favourites } = useFavourites();
  const viewed = useSyncExternalStore(viewedCarsStore.subscribe, viewedCarsStore.getSnapshot, viewedCarsStore.getServerSnapshot);
  const searches = useSearchHistory();
  const pending = <p className="mt-3 text-gray-700">Loading…</p>;
  return (
    <>
      {favouritesEnabled ? (
        <section aria-labelledby="garage-favourites" className="mt-10" id="favourites">
          <h2 id="garage-favourites" className="text-2xl font-bold">
            Favourites
          </h2>
          {!hydrated ? (
            pending
          ) : favourites.length === 0 ? (
            <p className="mt-3 text-gray-700">No favourites yet. Tap the heart on a car to keep it here.</p>
          ) : (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {favourites.map((f) => (
                <li key={f.id}>
                  <Link href={`/cars/${encodeURIComponent(f.slug)}`} className={linkClass}>
                    {f.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3">
            <Link href="/favourites" className={linkClass}>
              All favourites
            </Link>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="garage-viewed" className="mt-10" id="recently-viewed">
        <h2 id="garage-viewed" className="text-2xl font-bold">
          Recently viewed
        </h2>
        {!hydrated ? (
          pending
        ) : viewed.length === 0 ? (
          <p className="mt-3 text-gray-700">Cars you look at on this device show here.</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {viewed.map((car) => {
              const name = [car.year, car.make, car.model].filter(Boolean).join(' ');
              return (
                <li key={car.id}>
                  {car.slug ? (
                    <Link href={`/cars/${encodeURIComponent(car.slug)}`} className={linkClass}>
                      {name}
                    </Link>
                  ) : (
                    <span>{name}</span>
                  )}
                  {car.body || car.simple_body ? <span className="text-gray-700"> · {car.body ?? car.simple_body}</span> : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="garage-searches" className="mt-10" id="recent-searches">
        <h2 id="garage-searches" className="text-2xl font-bold">
          Recent searches
        </h2>
        {!hydrated ? (
          pending
        ) : searches.length === 0 ? (
          <p className="mt-3 text-gray-700">Your last five searches on this device show here.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {searches.map((entry) => (
              <li key={entry.path}>
                <Link href={entry.path} prefetch={false} className={linkClass}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
