/** A reservation as its shopper or dealer reads it: the car, the deposit, the state in words. */
import Link from 'next/link';
import type { ReservationRow } from '@/lib/db/schema';
import { heldUntilText } from '@/lib/reservations/record';
import { depositText, reservationStatusWords } from '@/domain/reservation';
import { reservedCar } from '@/lib/reservations/view';

export function ReservationSummary({ row, children, heading: Heading = 'h2' }: { row: ReservationRow; children?: React.ReactNode; heading?: 'h2' | 'h3' }) {
  const car = reservedCar(row);
  const until = row.expiresAt ? heldUntilText(row.expiresAt, car.time_zone) : undefined;
  return (
    <article className="rounded-xl border border-gray-300 p-5" data-reservation-status={row.status}>
      <Heading className="text-xl font-bold">
        <Link href={`/cars/${encodeURIComponent(row.carSlug)}`} className="underline underline-offset-4">
          {car.title ?? row.carSlug}
        </Link>
      </Heading>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-700">Status</dt>
        <dd className="font-semibold">{reservationStatusWords(row, until)}</dd>
        <dt className="text-gray-700">Deposit</dt>
        <dd>{depositText(row)}</dd>
        <dt className="text-gray-700">Payment reference</dt>
        <dd className="font-mono break-all">{row.paymentIntentId}</dd>
        {car.stocknum ? (
          <>
            <dt className="text-gray-700">Stock number</dt>
            <dd>{car.stocknum}</dd>
          </>
        ) : null}
      </dl>
      {children ? <div className="mt-4">{children}</div> : null}
    </article>
  );
}
