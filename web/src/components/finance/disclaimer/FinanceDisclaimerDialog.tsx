/**
 * The finance estimate's disclaimer in a dialog (spec §2 #financeDisclaimer; §4 "loads lazily with a
 * spinner, fetched if missing"). A result card carries only the trigger: the dialog's code loads on
 * first use (LazyDialog), and so does the code that fetches its text (LazyDisclaimerText), with the
 * spinner while both come. No client code of its own: the trigger, the words and the spinner are
 * drawn where the card is.
 */
import { LazyDialog } from '@/components/ui/LazyDialog';
import { DisclaimerFailed, DisclaimerLoading } from './DisclaimerStates';
import { LazyDisclaimerText } from './LazyDisclaimerText';

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
      <LazyDisclaimerText carId={carId} loading={<DisclaimerLoading />} failed={<DisclaimerFailed />} />
    </LazyDialog>
  );
}
