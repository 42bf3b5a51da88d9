'use client';

/**
 * The finance disclaimer's dialog for one car, opened from a trigger drawn as plain markup (a result
 * card's `data-finance-disclaimer` button, handled by ResultsGrid): the same dialog FinanceDisclaimer-
 * Dialog opens, its Radix surface and the text's fetch loaded when it first opens.
 */
import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import type { DialogSurfaceProps } from '@/components/ui/DialogSurface';
import { DisclaimerFailed, DisclaimerLoading } from './DisclaimerStates';
import { LazyDisclaimerText } from './LazyDisclaimerText';

export interface DisclaimerCar {
  carId: string;
  carTitle: string;
}

export default function DisclaimerDialogFor({ car, open, onClose, returnFocus }: { car: DisclaimerCar; open: boolean; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const [Surface, setSurface] = useState<ComponentType<DialogSurfaceProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('@/components/ui/DialogSurface').then(
      (module) => live && setSurface(() => module.default),
      (error: unknown) => console.warn('[dialog] could not load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!Surface) return null;
  return (
    <Surface
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      returnFocus={returnFocus}
      title="Finance disclaimer"
      description={`About the finance estimate for the ${car.carTitle}.`}
      variant="modal"
    >
      <LazyDisclaimerText carId={car.carId} loading={<DisclaimerLoading />} failed={<DisclaimerFailed />} />
    </Surface>
  );
}
