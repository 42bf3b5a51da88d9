'use client';

import { useRef, useState, type ComponentType } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { FiltersProps } from '../types';
import type { MobileFiltersDrawerProps } from './MobileFiltersDrawer';
import { rangeSliderModule } from './range-slider-module';
import { activeRefinementCount } from './refinements';

export interface MobileFiltersProps extends FiltersProps {
  /** Classes for the 'Filters' button; default hides it from the lg breakpoint (where the sidebar shows). */
  className?: string;
}

const drawerModule = lazyModule<ComponentType<MobileFiltersDrawerProps>>(() => import('./MobileFiltersDrawer').then((m) => m.default));

/**
 * Small screens: a 'Filters' button (with the number of active refinements) opening the filter
 * drawer (MobileFiltersDrawer). The drawer's code, Radix's dialog with it, loads when the shopper
 * first points at, focuses or presses the button; a press before it has arrived opens the drawer as
 * soon as it does. Opening it also fetches the sliders' code, since the shopper has come to filter.
 */
export function MobileFilters({ className = 'lg:hidden', ...props }: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState(() => drawerModule.get());
  const button = useRef<HTMLButtonElement>(null);
  const active = activeRefinementCount(props.query);
  const load = () => {
    if (Drawer) return;
    drawerModule.load().then(
      (component) => setDrawer(() => component),
      (error: unknown) => console.warn('[filters] could not load the drawer', error),
    );
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          setOpen(true);
          load();
          rangeSliderModule.preload();
        }}
        className={`inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-500 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100 ${className}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Filters
        {active > 0 ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-brand-ink">
            {active}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </button>
      {Drawer ? <Drawer {...props} open={open} onOpenChange={setOpen} returnFocus={button} /> : null}
    </>
  );
}
