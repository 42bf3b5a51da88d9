import type { ReactNode } from 'react';
import { LazyVehicleForm } from '@/components/leads/vehicle/LazyVehicleForm';
import { FormPlaceholder } from './FormPlaceholder';
import { CarSummaryRow, type CarSummary } from './TestDriveDialog';
import { VehicleDialog } from './VehicleDialog';

/**
 * Make an Offer (spec §5 offer form): the car's summary row and the make_an_offer form — the amount
 * with a dollar prefix and thousands separators, the car's price as its placeholder — whose code
 * loads when the dialog first opens (it reads the page's lead data island). On a page without that
 * data the dialog links on to the offer page, {action}?car_id=, which also works without JavaScript.
 */
export function MakeOfferDialog({
  car,
  action,
  carId,
  className,
  children,
}: {
  car: CarSummary;
  /** '/enquiries/make-an-offer' */
  action: string;
  /** The car's slug. */
  carId: string;
  /**
   * The car's price as shown ('$34,990'). No longer read: the form's placeholder comes with the
   * page's lead data, as whole dollars. Kept so callers need not change.
   */
  placeholder?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <VehicleDialog
      title="Make an Offer"
      description="Tell us what you would like to pay and we will get back to you."
      trigger={children}
      triggerClassName={className}
    >
      <CarSummaryRow car={car} />
      <LazyVehicleForm
        form="make_an_offer"
        fallbackHref={`${action}?car_id=${encodeURIComponent(carId)}`}
        className="mt-5"
        placeholder={<FormPlaceholder what="offer" fields={5} />}
      />
    </VehicleDialog>
  );
}
