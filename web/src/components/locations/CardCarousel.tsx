'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Cards in a row that scrolls sideways (scroll snap; swipe on phones) with Previous / Next buttons
 * that move one card and are disabled at the ends (spec §4 "Carousel prev/next disable at ends").
 * Without JavaScript it is still a scrollable row; the buttons appear once hydrated.
 * The list is `relative` so the cards’ absolutely placed sr-only text is clipped with them, not
 * left at its static position off-screen where it would widen the whole page.
 */
export function CardCarousel({ label, children }: { label: string; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState<{ start: boolean; end: boolean } | undefined>(undefined);
  const update = useCallback(() => {
    const el = list.current;
    if (!el) return;
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);
  const move = (direction: 1 | -1) => {
    const el = list.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * (card.offsetWidth + 24), behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <ul ref={list} onScroll={update} className="relative flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4 [&>li]:w-[85%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-[45%] lg:[&>li]:w-[31%]">
        {children}
      </ul>
      {ends ? (
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={() => move(-1)} disabled={ends.start} className="rounded-md border border-gray-400 px-4 py-2 font-semibold disabled:opacity-60">
            {/* The name includes the visible word (WCAG 2.5.3 label in name): "Prev locations". */}
            <span aria-hidden="true">‹ </span>Prev<span className="sr-only"> locations</span>
          </button>
          <button type="button" onClick={() => move(1)} disabled={ends.end} className="rounded-md border border-gray-400 px-4 py-2 font-semibold disabled:opacity-60">
            Next<span className="sr-only"> locations</span>
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
