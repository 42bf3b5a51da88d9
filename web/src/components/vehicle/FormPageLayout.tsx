/**
 * The frame of a vehicle form page (/book-test-drive, /enquiries/make-an-offer): heading, intro, the
 * car's summary row linking back to it, and the form (server-rendered, so it also works without
 * JavaScript: it posts to /api/leads/{kind} and the server answers with /success).
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CarSummaryRow, type CarSummary } from './TestDriveDialog';

export function FormPageLayout({
  title,
  intro,
  car,
  carHref,
  children,
}: {
  title: string;
  intro: string;
  car?: CarSummary;
  carHref?: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-8 md:py-12">
      <div className="mx-auto max-w-3xl">
        <h1 id="form-page-heading" className="text-3xl font-bold text-gray-900">
          {title}
        </h1>
        <p className="mt-2 text-gray-700">{intro}</p>
        {car ? (
          <div className="mt-6">
            <CarSummaryRow car={car} />
            {carHref ? (
              <p className="mt-2 text-sm">
                <Link href={carHref} prefetch={false} className="font-semibold text-brand-text underline underline-offset-2">
                  Back to the {car.title}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="mt-8 rounded-xl border border-gray-200 bg-white p-5 shadow-sm md:p-8">{children}</div>
      </div>
    </div>
  );
}

/** Where to go from a form page that has no form to show (no car_id, a sold car, no online offers). */
export function FormPageNextSteps({ message, carHref, carLabel = 'Find me something similar' }: { message: string; carHref?: string; carLabel?: string }) {
  return (
    <div>
      <p className="text-gray-800">{message}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {carHref ? (
          <Link href={carHref} className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
            {carLabel}
          </Link>
        ) : null}
        <Link href="/search/new-used-and-demo-cars" prefetch={false} className={`rounded-md px-5 py-3 font-semibold ${carHref ? 'border border-gray-400' : 'bg-brand text-brand-ink'}`}>
          Search our cars
        </Link>
        <Link href="/contact-us" prefetch={false} className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
          Contact us
        </Link>
      </div>
    </div>
  );
}

/** The friendly 404 of a form page: the car is unknown here (a made-up, removed or another dealer's car). */
export function CarNotFound({ what }: { what: string }) {
  return (
    <div className="container-page py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-gray-600 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold">We couldn’t find that car</h1>
      <p className="mt-4 text-gray-700">
        It may have found a new home already. Search our stock to {what} another car, or get in touch and we will help you find one.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/search/new-used-and-demo-cars" prefetch={false} className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
          Search our cars
        </Link>
        <Link href="/contact-us" prefetch={false} className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
          Contact us
        </Link>
      </div>
    </div>
  );
}
