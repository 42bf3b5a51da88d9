/**
 * A payment webhook received (POST /api/payments/webhook): verified by the processor (a forged,
 * altered or stale event is refused), recorded by id (a replay changes nothing), then handled. A
 * failure while handling forgets the id, so the processor's retry is handled; a crash between
 * recording and handling is completed by the reconciliation pass (maintenance.ts).
 */
import { forgetEvent, processedEvent } from '@/lib/payments/processed-events';
import { isPaymentSignatureError } from '@/lib/payments/types';
import type { ReservationDeps } from './deps';
import { handlePaymentEvent } from './events';

export type WebhookOutcome = { status: 400; error: string } | { status: 200; duplicate: boolean; outcome?: string };

export async function receivePaymentWebhook(raw: string, signature: string | null, deps: ReservationDeps): Promise<WebhookOutcome> {
  let event;
  try {
    event = deps.processor.verifyEvent(raw, signature, deps.now());
  } catch (error) {
    if (isPaymentSignatureError(error)) return { status: 400, error: error.message };
    throw error;
  }
  if (!(await processedEvent(deps.db, event))) return { status: 200, duplicate: true };
  try {
    return { status: 200, duplicate: false, outcome: await handlePaymentEvent(event, deps) };
  } catch (error) {
    await forgetEvent(deps.db, event.id).catch(() => undefined);
    throw error;
  }
}
