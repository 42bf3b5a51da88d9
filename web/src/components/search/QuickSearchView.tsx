/**
 * The quick search's markup (spec §2 price-range view: make, price, 'Show Me N cars'), shared by the
 * server HTML and the interactive QuickSearch, so they look the same to the pixel. No hooks, no
 * 'use client': the server renders it with the first count, and the browser renders it again, live,
 * once its code has loaded (QuickSearchLoader).
 */
import Link from 'next/link';
import type { ReactNode } from 'react';

export const QUICK_SEARCH_HEADING_ID = 'quick-search-heading';

export interface QuickSearchViewProps {
  heading: string;
  /** The make drop-down (MakeSelect). */
  make: ReactNode;
  /** The price filter (RangeFilter, or its view on the server). */
  price: ReactNode;
  /** Where 'Show Me' leads: the results, dearest first, for the chosen make and price. */
  href: string;
  /** 'Show Me 42 cars' */
  label: string;
}

export function QuickSearchView({ heading, make, price, href, label }: QuickSearchViewProps) {
  return (
    <section aria-labelledby={QUICK_SEARCH_HEADING_ID} className="container-page py-8">
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h2 id={QUICK_SEARCH_HEADING_ID} className="text-xl font-bold">
          {heading}
        </h2>
        <div className="mt-4 grid items-end gap-6 md:grid-cols-[16rem_1fr_auto]">
          {make}
          {price}
          <Link href={href} data-handoff="show-me" className="rounded-md bg-brand px-5 py-3 text-center font-semibold text-brand-ink" aria-live="polite">
            {label}
          </Link>
        </div>
      </div>
    </section>
  );
}
