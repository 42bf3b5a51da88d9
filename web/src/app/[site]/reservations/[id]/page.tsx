/**
 * /reservations/{id}?token=… — the shopper's reservation from the receipt's link (no account
 * needed: the token is the HMAC of the reservation's id): its state, and Cancel within the hold.
 * Anything else — a wrong token, another site's reservation — is a 404. Never indexed.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReservationActionButton } from '@/components/checkout/ReservationActionButton';
import { ReservationSummary } from '@/components/checkout/ReservationSummary';
import { db } from '@/lib/db';
import { reservationById } from '@/lib/db/reservations';
import { validLinkToken } from '@/lib/reservations/links';
import { reservationSecret } from '@/lib/reservations/secret';
import { canCancel } from '@/domain/reservation';
import { loadSite } from '@/lib/tenancy/current-site';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your reservation', robots: { index: false, follow: false } };

export default async function ReservationPage({ params, searchParams }: PageProps<'/[site]/reservations/[id]'>) {
  const [{ site: slug, id }, query] = await Promise.all([params, searchParams]);
  const token = typeof query.token === 'string' ? query.token : undefined;
  const site = await loadSite(slug);
  if (!/^[0-9a-f-]{36}$/.test(id) || !validLinkToken(reservationSecret(), id, 'manage', token)) notFound();
  const row = await reservationById(await db(), site.slug, id);
  if (!row) notFound();
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="mb-6 text-3xl font-bold">Your reservation</h1>
      <ReservationSummary row={row}>
        {canCancel(row, new Date()) ? (
          <ReservationActionButton url={`/api/reservations/${id}/cancel`} body={{ token: token! }} label="Cancel reservation" confirmLabel="Yes, cancel and refund my deposit" />
        ) : null}
      </ReservationSummary>
    </div>
  );
}
