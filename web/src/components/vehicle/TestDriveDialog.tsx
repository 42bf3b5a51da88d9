import { cache, type ReactNode } from 'react';
import { LazyVehicleForm } from '@/components/leads/vehicle/LazyVehicleForm';
import type { VehicleLeadData } from '@/components/leads/vehicle/vehicle-lead-data';
import { VehicleDialog } from './VehicleDialog';

export interface CarSummary {
  title: string;
  image?: string;
  price?: string;
  stocknum: string;
  location?: string;
  specs: string[];
}

export function CarSummaryRow({ car }: { car: CarSummary }) {
  return (
    <div className="flex gap-4 rounded-lg border border-gray-200 bg-gray-50 p-3">
      {car.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
        <img
          src={car.image}
          alt=""
          width={120}
          height={80}
          loading="lazy"
          className="h-20 w-30 shrink-0 rounded object-cover"
        />
      ) : null}
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-gray-900">{car.title}</p>
        {car.price ? <p className="font-bold text-gray-900">{car.price}</p> : null}
        <p className="text-gray-700">{[...car.specs, `Stock no. ${car.stocknum}`].join(' · ')}</p>
        {car.location ? <p className="text-gray-700">{car.location}</p> : null}
      </div>
    </div>
  );
}

/**
 * The summary row as one element per car and request: the test drive and offer dialogs (beside the
 * price and again in the sticky bar) all show it, and React sends an element it has already sent as
 * a reference to the first, so the RSC payload carries the row once, not three times.
 */
export const carSummaryRow = cache((car: CarSummary) => <CarSummaryRow car={car} />);

/**
 * Book a Test Drive (spec §2: a dialog, max width 600): the car's summary row and the test_drive
 * form, whose code loads when the dialog first opens. Before the page's JavaScript runs the trigger
 * is a link to the booking page, `href` (/book-test-drive?car_id=).
 */
export function TestDriveDialog({
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
      title="Book a Test Drive"
      description="Choose a time that suits you and we will have the car ready. No obligation: we confirm by phone or email."
      trigger={children}
      triggerClassName={className}
      fallbackHref={href}
    >
      {carSummaryRow(car)}
      <LazyVehicleForm
        form="test_drive"
        data={leads}
        className="mt-5"
        placeholder={{ what: 'test drive booking', fields: 6 }}
      />
    </VehicleDialog>
  );
}
