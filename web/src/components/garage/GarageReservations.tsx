/**
 * My garage's reservations (issue 16): the shopper's deposits on this site — held ones first with
 * their expiry and a Cancel button (a full refund within the hold), then the ones that ended.
 */
import Link from 'next/link';
import { ReservationActionButton } from '@/components/checkout/ReservationActionButton';
import { ReservationSummary } from '@/components/checkout/ReservationSummary';
import type { Database } from '@/lib/db/open';
import { reservationsOfUser } from '@/lib/db/reservations';
import { canCancel } from '@/domain/reservation';

export async function GarageReservations({ database, site, userId }: { database: Database; site: string; userId: string }) {
  const rows = (await reservationsOfUser(database, site, userId)).filter((r) => r.status !== 'pending');
  const now = new Date();
  return (
    <section aria-labelledby="garage-reservations" className="mt-10" id="reservations">
      <h2 id="garage-reservations" className="text-2xl font-bold">
        My reservations
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-gray-700">
          No reservations yet. Press Reserve Now on a car to hold it for 48 hours with a refundable deposit.{' '}
          <Link href="/search" className="font-semibold text-brand-text underline">
            Browse our stock
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4" data-reservations="">
          {rows.map((row) => (
            <li key={row.id}>
              <ReservationSummary row={row} heading="h3">
                {canCancel(row, now) ? <ReservationActionButton url={`/api/reservations/${row.id}/cancel`} body={{}} label="Cancel reservation" confirmLabel="Yes, cancel and refund my deposit" /> : null}
              </ReservationSummary>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
