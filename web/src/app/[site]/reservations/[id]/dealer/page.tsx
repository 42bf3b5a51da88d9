/**
 * /reservations/{id}/dealer?action=sold|release&token=… — the dealer's signed link from the lead
 * e-mail (no dealer portal: the link is the authority, one per action). Opening it changes nothing
 * (mail scanners follow links); one button press does. A wrong token is a 404. Never indexed.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReservationActionButton } from '@/components/checkout/ReservationActionButton';
import { ReservationSummary } from '@/components/checkout/ReservationSummary';
import { db } from '@/lib/db';
import { reservationById } from '@/lib/db/reservations';
import { validLinkToken } from '@/lib/reservations/links';
import { reservationSecret } from '@/lib/reservations/secret';
import { loadSite } from '@/lib/tenancy/current-site';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Reservation (dealer)', robots: { index: false, follow: false } };

export default async function DealerReservationPage({ params, searchParams }: PageProps<'/[site]/reservations/[id]/dealer'>) {
  const [{ site: slug, id }, query] = await Promise.all([params, searchParams]);
  const action = query.action === 'sold' || query.action === 'release' ? query.action : undefined;
  const token = typeof query.token === 'string' ? query.token : undefined;
  const site = await loadSite(slug);
  if (!action || !/^[0-9a-f-]{36}$/.test(id) || !validLinkToken(reservationSecret(), id, action, token)) notFound();
  const row = await reservationById(await db(), site.slug, id);
  if (!row) notFound();
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="mb-6 text-3xl font-bold">Reservation for {site.name}</h1>
      <ReservationSummary row={row}>
        {row.status === 'held' ? (
          action === 'sold' ? (
            <ReservationActionButton url={`/api/reservations/${id}/dealer`} body={{ action, token: token! }} label="Mark as sold" confirmLabel="Yes, the buyer has bought it" />
          ) : (
            <ReservationActionButton url={`/api/reservations/${id}/dealer`} body={{ action, token: token! }} label="Release the car" confirmLabel="Yes, release it and refund the deposit" />
          )
        ) : (
          <p>This reservation is no longer held: nothing more to do.</p>
        )}
      </ReservationSummary>
    </div>
  );
}
