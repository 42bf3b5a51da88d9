'use client';

import { buttonClass, inline } from '@/components/vehicle/styles';

/** Prints the page (the dealer's copy of an application); not printed itself. */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={`${inline(buttonClass.outline)} print:hidden`} data-testid="finance-print">
      {label}
    </button>
  );
}
