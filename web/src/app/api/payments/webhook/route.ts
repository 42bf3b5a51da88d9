/**
 * POST /api/payments/webhook — the payment processor's events (Stripe's, or the embedded processor's
 * in the same shape and signature scheme; lib/reservations/webhook.ts does the work). Not a site
 * route: the processor posts to one address for every dealer, and the payment names its reservation.
 *
 *   200  { received: true } — handled, handled before (a replay: nothing changes), or not acted on
 *   400  a signature that does not verify (forged, altered, stale) or a body that is not an event
 *   413  over 64 KB
 *   503  could not be handled now (database, processor): the sender retries
 */
import { NextResponse, type NextRequest } from 'next/server';
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';
import { SIGNATURE_HEADER } from '@/lib/payments/types';
import { appReservationDeps } from '@/lib/reservations/app';
import { receivePaymentWebhook } from '@/lib/reservations/webhook';

export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 64 * 1024;
const json = (status: number, body: object) => NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: NextRequest): Promise<Response> {
  let raw: string;
  try {
    raw = await readLimited(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { error: 'The body is too large.' });
    return json(400, { error: 'The body could not be read.' });
  }
  try {
    const result = await receivePaymentWebhook(raw, request.headers.get(SIGNATURE_HEADER), await appReservationDeps());
    if (result.status === 400) return json(400, { error: result.error });
    return json(200, { received: true, duplicate: result.duplicate, ...(result.outcome ? { outcome: result.outcome } : {}) });
  } catch (error) {
    console.error('[payments] webhook could not be handled; the processor will retry', error);
    return json(503, { error: 'Could not handle the event now.' });
  }
}
