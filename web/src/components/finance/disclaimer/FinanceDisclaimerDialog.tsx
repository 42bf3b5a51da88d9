'use client';

/**
 * The finance estimate's disclaimer in a dialog (spec §2 #financeDisclaimer; §4 "loads lazily with a
 * spinner, fetched if missing"). A result card carries only the trigger: the dialog's code loads on
 * first use (LazyDialog), and so does the code that fetches its text (FinanceDisclaimerText, with
 * SWR), with the spinner while both come.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { LazyDialog } from '@/components/ui/LazyDialog';
import { DisclaimerFailed, DisclaimerLoading } from './DisclaimerStates';

type TextComponent = ComponentType<{ carId: string }>;

/** Mounted when the dialog opens: fetches the text's code, the spinner until then. */
function LazyDisclaimerText({ carId }: { carId: string }) {
  const [Text, setText] = useState<TextComponent | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./FinanceDisclaimerText').then(
      (module) => live && setText(() => module.default),
      (error: unknown) => {
        console.warn('[disclaimer] could not load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (Text) return <Text carId={carId} />;
  if (failed) return <DisclaimerFailed />;
  return <DisclaimerLoading />;
}

export function FinanceDisclaimerDialog({ carId, carTitle }: { carId: string; carTitle: string }) {
  return (
    <LazyDialog
      title="Finance disclaimer"
      description={`About the finance estimate for the ${carTitle}.`}
      variant="modal"
      trigger={
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      }
      triggerLabel={`Finance disclaimer for the ${carTitle}`}
      triggerClassName="inline-flex min-h-6 min-w-6 items-center justify-center rounded-full align-middle text-gray-700 hover:text-gray-900"
    >
      <LazyDisclaimerText carId={carId} />
    </LazyDialog>
  );
}
