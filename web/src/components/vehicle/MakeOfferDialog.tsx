import type { ReactNode } from 'react';
import { buttonClass, inline } from './styles';
import { CarSummaryRow, type CarSummary } from './TestDriveDialog';
import { VehicleDialog } from './VehicleDialog';

/**
 * Make an Offer (spec §5 offer form: an amount, with the car's price as the placeholder). The
 * amount goes on to the make-an-offer enquiry page (GET {action}?car_id=…&offer_from_client=…),
 * which takes the shopper's details.
 */
export function MakeOfferDialog({
  car,
  action,
  carId,
  placeholder,
  className,
  children,
}: {
  car: CarSummary;
  /** '/enquiries/make-an-offer' */
  action: string;
  carId: string;
  /** The car's price as shown ('$34,990'), or the no-price text. */
  placeholder: string;
  className?: string;
  children: ReactNode;
}) {
  const inputId = 'make-an-offer-amount';
  return (
    <VehicleDialog
      title="Make an Offer"
      description="Tell us what you would like to pay and we will get back to you."
      trigger={children}
      triggerClassName={className}
    >
      <CarSummaryRow car={car} />
      <form action={action} method="get" className="mt-4">
        <input type="hidden" name="car_id" value={carId} />
        <label htmlFor={inputId} className="block text-sm font-semibold text-gray-900">
          Your offer
        </label>
        <div className="mt-1 flex items-center rounded-md border border-gray-400 focus-within:border-brand focus-within:ring-2 focus-within:ring-brand">
          <span className="pl-3 text-gray-700" aria-hidden="true">
            $
          </span>
          <input
            id={inputId}
            name="offer_from_client"
            inputMode="numeric"
            autoComplete="off"
            required
            pattern="[0-9][0-9,. ]*"
            placeholder={placeholder.replace(/^\$/, '')}
            className="min-h-11 w-full rounded-md bg-transparent px-2 text-base outline-none"
          />
        </div>
        <div className="mt-6 flex justify-end">
          <button type="submit" className={`${inline(buttonClass.primary)} px-6`}>
            Continue
          </button>
        </div>
      </form>
    </VehicleDialog>
  );
}
