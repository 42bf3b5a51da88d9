/**
 * Webhook events processed, by id: recording the id first (insert, conflict → nothing) makes a
 * replayed event a no-op; a failure while handling forgets it so the processor's retry is handled.
 */
import { eq } from 'drizzle-orm';
import { dbCall } from '@/lib/db/errors';
import type { Database } from '@/lib/db/open';
import { processedPaymentEvents } from '@/lib/db/schema';
import type { PaymentEvent } from './types';

/** True when this is the first time the event is seen. */
export async function processedEvent(db: Database, event: PaymentEvent): Promise<boolean> {
  const rows = await dbCall('recording a payment event', () =>
    db
      .insert(processedPaymentEvents)
      .values({ eventId: event.id, type: event.type, paymentIntentId: event.paymentIntent.id })
      .onConflictDoNothing()
      .returning({ id: processedPaymentEvents.eventId }),
  );
  return rows.length === 1;
}

export async function forgetEvent(db: Database, id: string): Promise<void> {
  await dbCall('forgetting a payment event', () => db.delete(processedPaymentEvents).where(eq(processedPaymentEvents.eventId, id)));
}
