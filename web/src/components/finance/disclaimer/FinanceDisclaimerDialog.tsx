/**
 * The finance estimate's disclaimer in a dialog (spec §2 #financeDisclaimer; §4 "loads lazily with a
 * spinner, fetched if missing"). A result card carries only the trigger: the dialog's code loads on
 * first use (LazyDialog), and so does the code that fetches its text (LazyDisclaimerText), with the
 * spinner while both come. No client code of its own: the trigger, the words and the spinner are
 * drawn where the card is.
 */
import { DISCLAIMER_TRIGGER_CLASS, DisclaimerIcon, disclaimerTriggerLabel } from '@/components/search/results/VehicleCardView';
import { LazyDialog } from '@/components/ui/LazyDialog';
import { DisclaimerFailed, DisclaimerLoading } from './DisclaimerStates';
import { LazyDisclaimerText } from './LazyDisclaimerText';

export function FinanceDisclaimerDialog({ carId, carTitle }: { carId: string; carTitle: string }) {
  return (
    <LazyDialog
      title="Finance disclaimer"
      description={`About the finance estimate for the ${carTitle}.`}
      variant="modal"
      trigger={<DisclaimerIcon />}
      triggerLabel={disclaimerTriggerLabel(carTitle)}
      triggerClassName={DISCLAIMER_TRIGGER_CLASS}
    >
      <LazyDisclaimerText carId={carId} loading={<DisclaimerLoading />} failed={<DisclaimerFailed />} />
    </LazyDialog>
  );
}
