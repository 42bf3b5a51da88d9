'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { siteVehicleNoun } from '@/domain/vehicle-noun';
import type { FiltersProps } from '../types';
import { activeRefinementCount, carsFoundText, showMeLabel } from './refinements';
import { SearchFilters } from './SearchFilters';
import { useCountUp } from './useCountUp';

export interface MobileFiltersProps extends FiltersProps {
  /** Classes for the 'Filters' button; default hides it from the lg breakpoint (where the sidebar shows). */
  className?: string;
}

/**
 * Small screens: a 'Filters' button (with the number of active refinements) opening a Radix dialog
 * drawer with the filters and a sticky 'Show Me N cars' button that closes it. N counts up to the new
 * number when a refinement changes it (instantly with reduced motion).
 */
export function MobileFilters({ className = 'lg:hidden', ...props }: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  const active = activeRefinementCount(props.query);
  const target = props.result.count;
  const noun = siteVehicleNoun(props.site);
  const count = useCountUp(target);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(28rem,100vw)] flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-gray-900">Filters</Dialog.Title>
            <Dialog.Close className="min-h-10 rounded-md border border-gray-500 px-3 text-sm font-medium text-gray-900 hover:bg-gray-100">
              Close
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Refine the {noun.many} shown. The number of matching {noun.many} updates as you choose.
          </Dialog.Description>
          <div className="flex-1 overflow-y-auto px-4 pt-4">
            <SearchFilters {...props} showActive showHeading={false} />
          </div>
          <div className="sticky bottom-0 border-t border-gray-200 bg-white p-4">
            <Dialog.Close
              aria-label={showMeLabel(target, noun)}
              className={`min-h-12 w-full rounded-md bg-brand px-4 text-base font-bold text-brand-ink tabular-nums hover:opacity-90 ${props.loading ? 'opacity-80' : ''}`}
            >
              <span aria-hidden="true">{showMeLabel(count, noun)}</span>
            </Dialog.Close>
            <p aria-live="polite" className="sr-only">
              {props.loading ? '' : carsFoundText(target, noun)}
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
