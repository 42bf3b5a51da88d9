'use client';

/**
 * Works the result cards' favourite and watchlist buttons (card-save-controls.ts) inside the results
 * grid: one component for the page instead of one per button. Its code and the watchlist's request
 * (WatchlistData, SWR, as on the vehicle page) load once the results are up; until then the buttons
 * are disabled, as the server drew them.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { WatchlistState } from '@/components/account/use-watchlist';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { CardSaveSource } from './card-save-controls';

const controls = lazyModule(() => import('./card-save-controls'));
const watchlistData = lazyModule(() => import('@/components/account/WatchlistData'));

export interface CardSaveControlsProps {
  /** The element the cards are drawn in. */
  cards: RefObject<HTMLElement | null>;
  saves: CardSaveSource['saves'];
  hits: CardSaveSource['hits'];
  /** The site keeps a watchlist (its buttons wait for the shopper's list). */
  watchlist: boolean;
}

export function CardSaveControls({ cards, saves, hits, watchlist }: CardSaveControlsProps) {
  const [state, setState] = useState<WatchlistState>();
  const { module: code } = useLazyModule(controls);
  const { module: data } = useLazyModule(watchlistData, watchlist);
  const source = useRef<CardSaveSource>({ saves, hits });
  useEffect(() => {
    source.current = { saves, hits, ...(state ? { watchlist: state } : {}) };
  }, [saves, hits, state]);
  useEffect(() => {
    const root = cards.current;
    if (!code || !root) return;
    return code.attachCardSaves(root, () => source.current);
  }, [code, cards]);
  useEffect(() => {
    if (code && cards.current) code.showWatchlist(cards.current, state);
  }, [code, cards, state]);
  const Data = watchlist ? data?.default : undefined;
  return Data ? <Data onState={setState} /> : null;
}
