'use client';

/**
 * The small-screen filter drawer (Radix dialog: focus trap, Escape, focus back to the 'Filters'
 * button) with the filters and a sticky 'Show Me N cars' button that closes it. N counts up to the
 * new number when a refinement changes it (instantly with reduced motion). Loaded by MobileFilters
 * when the shopper first reaches for the 'Filters' button.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { siteVehicleNoun } from '@/domain/vehicle-noun';
import type { FiltersProps } from '../types';
import { carsFoundText, showMeLabel } from './refinements';
import { SearchFilters } from './SearchFilters';
import { useCountUp } from './useCountUp';

export interface MobileFiltersDrawerProps extends FiltersProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Filters' button, where focus returns on close. */
  returnFocus: RefObject<HTMLElement | null>;
}

export default function MobileFiltersDrawer({ open, onOpenChange, returnFocus, ...props }: MobileFiltersDrawerProps) {
  const target = props.result.count;
  const noun = siteVehicleNoun(props.site);
  const count = useCountUp(target);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[min(28rem,100vw)] flex-col bg-white shadow-xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
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
