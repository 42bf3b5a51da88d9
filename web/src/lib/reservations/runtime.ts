/**
 * The reservations' lane of the delivery worker (beside the leads', never delaying them): the local processor's webhook events every
 * pass (a payment is recorded within seconds), the maintenance every 30 seconds.
 */
import 'server-only';
import { db } from '@/lib/db';
import { localWebhookSecret, paymentProcessor } from '@/lib/payments';
import { deliverLocalPaymentEvents } from '@/lib/payments/local-events';
import { appReservationDeps } from './app';
import { maintainReservations } from './maintenance';

const MAINTAIN_EVERY_MS = 30_000;

export async function loadPaymentsPass(): Promise<() => Promise<void>> {
  const processor = await paymentProcessor();
  const database = await db();
  let maintainedAt = 0;
  return async () => {
    if (processor.name === 'local') {
      for (;;) {
        const { delivered, failed } = await deliverLocalPaymentEvents({ db: database, secret: localWebhookSecret() });
        if (delivered + failed < 20) break;
      }
    }
    if (Date.now() - maintainedAt >= MAINTAIN_EVERY_MS) {
      maintainedAt = Date.now();
      await maintainReservations(await appReservationDeps());
    }
  };
}
