import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass, inline } from './styles';
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

/** Book a Test Drive (spec §2: a dialog, max width 600): the car's summary and the booking page. */
export function TestDriveDialog({
  car,
  href,
  className,
  children,
}: {
  car: CarSummary;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <VehicleDialog
      title="Book a Test Drive"
      description="Choose a time that suits you and we will have the car ready."
      trigger={children}
      triggerClassName={className}
    >
      <CarSummaryRow car={car} />
      <ul className="mt-4 space-y-1 text-sm text-gray-800">
        <li>✓ No obligation, at a time that suits you</li>
        <li>✓ We confirm your booking by phone or email</li>
        <li>✓ Bring your licence and the car will be ready to go</li>
      </ul>
      <div className="mt-6 flex justify-end">
        <Link href={href} prefetch={false} className={`${inline(buttonClass.primary)} px-6`}>
          Choose a time
        </Link>
      </div>
    </VehicleDialog>
  );
}
