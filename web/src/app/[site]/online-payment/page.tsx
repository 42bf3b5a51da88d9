/**
 * /online-payment (spec §2, always gated): the signed-in shopper's payments on this site — each
 * reservation deposit with its date, payment reference, state and refund. The proxy sends signed-out
 * visitors to sign-in; this page checks the session itself too. Never indexed.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { depositText, reservationStatusWords } from '@/domain/reservation';
import { currentUser } from '@/lib/auth/current-user';
import { db } from '@/lib/db';
import { reservationsOfUser } from '@/lib/db/reservations';
import { signInPath } from '@/lib/routes/gates';
import { heldUntilText } from '@/lib/reservations/record';
import { reservedCar } from '@/lib/reservations/view';
import { loadSite } from '@/lib/tenancy/current-site';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'My payments', robots: { index: false, follow: false } };

/** When it was paid, in the dealer's time zone (the car's, kept with the reservation), as the receipt says it. */
const paidText = (paidAt: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone || 'Australia/Sydney' }).format(paidAt);

export default async function OnlinePaymentPage({ params }: PageProps<'/[site]/online-payment'>) {
  const site = await loadSite((await params).site);
  const user = await currentUser(site);
  if (!user) redirect(signInPath('online-payment', '/online-payment', '/'));
  const rows = (await reservationsOfUser(await db(), site.slug, user.id)).filter((r) => r.paidAt);
  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="text-3xl font-bold">My payments</h1>
      <p className="mt-2 text-gray-700">Deposits you have paid online to {site.name}, and their refunds.</p>
      {rows.length === 0 ? (
        <p className="mt-6">
          You have not paid anything online yet. Reserve a car from its page to hold it for 48 hours with a refundable deposit.{' '}
          <Link href="/search" className="font-semibold text-brand-text underline">
            Search our stock
          </Link>
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your deposits, newest first</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-2 pr-4">Paid</th>
                <th scope="col" className="py-2 pr-4">Car</th>
                <th scope="col" className="py-2 pr-4">Deposit</th>
                <th scope="col" className="py-2 pr-4">Reference</th>
                <th scope="col" className="py-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const car = reservedCar(row);
                return (
                  <tr key={row.id} className="border-b border-gray-200 align-top">
                    <td className="py-2 pr-4">{paidText(row.paidAt!, car.time_zone)}</td>
                    <td className="py-2 pr-4">
                      <Link href={`/cars/${encodeURIComponent(row.carSlug)}`} className="underline">
                        {car.title ?? row.carSlug}
                      </Link>
                    </td>
                    <td className="py-2 pr-4">{depositText(row)}</td>
                    <td className="py-2 pr-4 font-mono break-all">{row.paymentIntentId}</td>
                    <td className="py-2">{reservationStatusWords(row, row.expiresAt ? heldUntilText(row.expiresAt, car.time_zone) : undefined)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
