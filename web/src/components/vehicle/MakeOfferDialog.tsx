import type { ReactNode } from 'react';
import { LazyVehicleForm } from '@/components/leads/vehicle/LazyVehicleForm';
import type { VehicleLeadData } from '@/components/leads/vehicle/vehicle-lead-data';
import { carSummaryRow, type CarSummary } from './TestDriveDialog';
import { VehicleDialog } from './VehicleDialog';

/**
 * Make an Offer (spec §5 offer form): the car's summary row and the make_an_offer form — the amount
 * with a dollar prefix and thousands separators, the car's price as its placeholder — whose code
 * loads when the dialog first opens. Its placeholder (the car's price in whole dollars) comes with
 * the page's lead data. Before the page's JavaScript runs the trigger is a link to the offer page,
 * `href` (/enquiries/make-an-offer?car_id=), which works without JavaScript.
 */
export function MakeOfferDialog({
  car,
  leads,
  href,
  className,
  children,
}: {
  car: CarSummary;
  leads: VehicleLeadData;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <VehicleDialog
      title="Make an Offer"
      description="Tell us what you would like to pay and we will get back to you."
      trigger={children}
      triggerClassName={className}
      fallbackHref={href}
    >
      {carSummaryRow(car)}
      <LazyVehicleForm
        form="make_an_offer"
        data={leads}
        className="mt-5"
        placeholder={{ what: 'offer', fields: 5 }}
      />
    </VehicleDialog>
  );
}
