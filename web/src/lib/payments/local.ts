/**
 * The embedded payment processor (issue 16): PaymentIntents in the app's database following Stripe's
 * states, paid with Stripe's test card numbers (test-cards.ts) through the local card form, and
 * announced to the app by Stripe-signed webhook events (local-events.ts delivers them at least once,
 * with retries, so possibly late and out of order — as Stripe's are). Every change of an intent and
 * the event announcing it commit in one transaction: an intent never changes without its event.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dbCall } from '@/lib/db/errors';
import type { Database } from '@/lib/db/open';
import { localPaymentEvents, localPaymentIntents, type LocalPaymentIntentRow } from '@/lib/db/schema';
import { paymentMessage } from './messages';
import { verifySignature } from './signature';
import { eventFromBody, intentToJson, STRIPE_API_VERSION } from './stripe-shape';
import { testCardResult } from './test-cards';
import {
  PaymentProcessorError,
  type CreatePaymentInput,
  type PaymentError,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProcessor,
  type Refund,
} from './types';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const token = (bytes = 12) => randomBytes(bytes).toString('hex');

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function toIntent(row: LocalPaymentIntentRow): PaymentIntent {
  const error = row.lastPaymentError as { code: string; decline_code?: string } | null;
  const card = row.paymentMethod as { brand: string; last4: string } | null;
  return {
    id: row.id,
    processor: 'local',
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    clientSecret: row.clientSecret,
    amountRefunded: row.amountRefunded,
    metadata: (row.metadata ?? {}) as Record<string, string>,
    ...(error ? { lastPaymentError: { code: error.code, ...(error.decline_code ? { declineCode: error.decline_code } : {}), message: paymentMessage({ code: error.code, ...(error.decline_code ? { declineCode: error.decline_code } : {}) }) } } : {}),
    ...(card ? { card } : {}),
    createdAt: row.createdAt,
  };
}

export interface LocalCard {
  number: string;
  expiry: { month: number; year: number };
  cvc: string;
}

/** The local card step's answer: the intent's new state and, after a decline, why in plain words. */
export interface LocalConfirmResult {
  intent: PaymentIntent;
  error?: PaymentError;
}

export interface LocalProcessor extends PaymentProcessor {
  readonly name: 'local';
  /** The card form's submit (the browser holds the client secret; nothing else identifies the intent). */
  confirm(clientSecret: string, card: LocalCard): Promise<LocalConfirmResult | undefined>;
  /** The challenge dialog's answer for the 3-D Secure-style card. */
  authenticate(clientSecret: string, outcome: 'approve' | 'fail'): Promise<LocalConfirmResult | undefined>;
}

export interface LocalProcessorOptions {
  db: Database;
  /** Signs the webhook events (the webhook route verifies with the same secret). */
  webhookSecret: string;
  now?: () => Date;
}

export function localProcessor({ db, webhookSecret, now = () => new Date() }: LocalProcessorOptions): LocalProcessor {
  /** Queues the event announcing the intent's new state, in the same transaction as the change. */
  async function announce(tx: Tx, row: LocalPaymentIntentRow, type: string, object?: unknown): Promise<void> {
    if (!row.webhookUrl) return;
    const id = `evt_local_${token()}`;
    const created = Math.floor(now().getTime() / 1000);
    const body = { id, object: 'event', api_version: STRIPE_API_VERSION, created, data: { object: object ?? intentToJson(toIntent(row)) }, livemode: false, type };
    await tx.insert(localPaymentEvents).values({ id, paymentIntentId: row.id, type, body, webhookUrl: row.webhookUrl, nextAttemptAt: now(), createdAt: now() });
  }

  async function change(
    where: { id: string } | { clientSecret: string },
    work: (row: LocalPaymentIntentRow) => { set?: Partial<LocalPaymentIntentRow>; events?: (string | [string, unknown])[] } | 'unchanged',
  ): Promise<LocalPaymentIntentRow | undefined> {
    return dbCall('changing a local payment', () =>
      db.transaction(async (tx) => {
        // A client secret names its intent (`${id}_secret_…`, as Stripe's): found by id, then compared in
        // constant time, so a guessed secret learns nothing from how long the answer took.
        const id = 'id' in where ? where.id : where.clientSecret.split('_secret_')[0]!;
        const [row] = await tx.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)).for('update');
        if (!row) return undefined;
        if ('clientSecret' in where && !sameSecret(row.clientSecret, where.clientSecret)) return undefined;
        const outcome = work(row);
        if (outcome === 'unchanged' || !outcome.set) return row;
        const [updated] = await tx
          .update(localPaymentIntents)
          .set({ ...outcome.set, updatedAt: now() })
          .where(eq(localPaymentIntents.id, row.id))
          .returning();
        for (const event of outcome.events ?? []) {
          if (typeof event === 'string') await announce(tx, updated!, event);
          else await announce(tx, updated!, event[0], event[1]);
        }
        return updated!;
      }),
    );
  }

  const missing = (id: string) => new PaymentProcessorError(`No such payment intent: ${id}`, false);

  /** The result of a card or a challenge: succeeded, a challenge, or a decline (the intent waits for another card). */
  function outcomeSet(result: ReturnType<typeof testCardResult> | { kind: 'challenge_failed' }): {
    set: Partial<LocalPaymentIntentRow>;
    events: string[];
    error?: PaymentError;
  } {
    if (result.kind === 'succeed') return { set: { status: 'succeeded', lastPaymentError: null }, events: ['payment_intent.succeeded'] };
    if (result.kind === 'challenge') return { set: { status: 'requires_action', lastPaymentError: null }, events: ['payment_intent.requires_action'] };
    const code = result.kind === 'challenge_failed' ? 'payment_intent_authentication_failure' : result.code;
    const declineCode = result.kind === 'decline' ? result.declineCode : undefined;
    const error: PaymentError = { code, ...(declineCode ? { declineCode } : {}), message: paymentMessage({ code, ...(declineCode ? { declineCode } : {}) }) };
    return {
      set: { status: 'requires_payment_method', lastPaymentError: { code, ...(declineCode ? { decline_code: declineCode } : {}) } },
      events: ['payment_intent.payment_failed'],
      error,
    };
  }

  const processor: LocalProcessor = {
    name: 'local',

    async create(input: CreatePaymentInput): Promise<PaymentIntent> {
      if (!Number.isInteger(input.amount) || input.amount < 50) throw new PaymentProcessorError('Amount must be at least 50 cents.', false);
      const id = `pi_local_${token()}`;
      const inserted = await dbCall('creating a local payment', () =>
        db
          .insert(localPaymentIntents)
          .values({
            id,
            clientSecret: `${id}_secret_${token(16)}`,
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            status: 'requires_payment_method',
            description: input.description,
            receiptEmail: input.receiptEmail ?? null,
            metadata: input.metadata,
            idempotencyKey: input.idempotencyKey,
            webhookUrl: input.webhookUrl ?? null,
            createdAt: now(),
            updatedAt: now(),
          })
          .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
          .returning(),
      );
      if (inserted[0]) return toIntent(inserted[0]);
      // Same key, same intent — as Stripe answers a retried create. Outside dbCall: a refusal here is
      // the processor's answer (PaymentProcessorError), not a database failure.
      const [existing] = await dbCall('reading a local payment', () => db.select().from(localPaymentIntents).where(eq(localPaymentIntents.idempotencyKey, input.idempotencyKey)));
      if (!existing) throw new PaymentProcessorError('The payment could not be created.', true);
      if (existing.amount !== input.amount) throw new PaymentProcessorError('Idempotency key reused with different parameters.', false);
      return toIntent(existing);
    },

    async retrieve(id: string): Promise<PaymentIntent> {
      const [row] = await dbCall('reading a local payment', () => db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)));
      if (!row) throw missing(id);
      return toIntent(row);
    },

    async cancel(id, reason): Promise<PaymentIntent> {
      let refused: string | undefined;
      const row = await change({ id }, (r) => {
        if (r.status === 'canceled') return 'unchanged';
        if (r.status === 'succeeded' || r.status === 'processing') {
          refused = `A ${r.status} payment cannot be canceled; refund it instead.`;
          return 'unchanged';
        }
        return { set: { status: 'canceled', cancellationReason: reason }, events: ['payment_intent.canceled'] };
      });
      if (!row) throw missing(id);
      if (refused) throw new PaymentProcessorError(refused, false);
      return toIntent(row);
    },

    async refund(paymentIntentId: string): Promise<Refund> {
      let refused: string | undefined;
      const row = await change({ id: paymentIntentId }, (r) => {
        if (r.status !== 'succeeded') {
          refused = 'Only a succeeded payment can be refunded.';
          return 'unchanged';
        }
        // Refunded already (a retried call, whatever its key): the same refund, not a second one.
        if (r.amountRefunded >= r.amount) return 'unchanged';
        const charge = {
          id: `ch_local_${r.id.slice('pi_local_'.length)}`,
          object: 'charge',
          payment_intent: r.id,
          amount: r.amount,
          amount_refunded: r.amount,
          currency: r.currency,
          created: Math.floor(now().getTime() / 1000),
          metadata: r.metadata,
        };
        return { set: { amountRefunded: r.amount }, events: [['charge.refunded', charge]] };
      });
      if (!row) throw missing(paymentIntentId);
      if (refused) throw new PaymentProcessorError(refused, false);
      return { id: `re_local_${row.id.slice('pi_local_'.length)}`, paymentIntentId: row.id, amount: row.amountRefunded, status: 'succeeded' };
    },

    verifyEvent(rawBody: string, signatureHeader: string | null, at?: Date): PaymentEvent {
      verifySignature(webhookSecret, rawBody, signatureHeader, at ?? now());
      return eventFromBody(rawBody, 'local');
    },

    async confirm(clientSecret, card) {
      let error: PaymentError | undefined;
      const row = await change({ clientSecret }, (r) => {
        // Confirming a paid, canceled or challenged intent changes nothing (a double click, a back button).
        if (r.status !== 'requires_payment_method') return 'unchanged';
        const result = testCardResult(card.number, card.expiry, now());
        const outcome = outcomeSet(result);
        error = outcome.error;
        const digits = card.number.replace(/\D/g, '');
        return { set: { ...outcome.set, paymentMethod: { brand: digits.startsWith('4') ? 'visa' : 'card', last4: digits.slice(-4) } }, events: outcome.events };
      });
      return row ? { intent: toIntent(row), ...(error ? { error } : {}) } : undefined;
    },

    async authenticate(clientSecret, outcome) {
      let error: PaymentError | undefined;
      const row = await change({ clientSecret }, (r) => {
        if (r.status !== 'requires_action') return 'unchanged';
        const result = outcomeSet(outcome === 'approve' ? { kind: 'succeed' } : { kind: 'challenge_failed' });
        error = result.error;
        return { set: result.set, events: result.events };
      });
      return row ? { intent: toIntent(row), ...(error ? { error } : {}) } : undefined;
    },
  };
  return processor;
}
