/**
 * A local HTTP server speaking the slice of Stripe's API the adapter uses (not app code): form-encoded
 * requests, Bearer auth, Idempotency-Key replay, PaymentIntents create/retrieve/confirm/cancel,
 * refunds and charges, answering in Stripe's JSON shapes and error envelope.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { own } from '@forecourt/schemas/own';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  created: number;
  metadata: Record<string, string>;
  description: string | null;
  latest_charge: string | null;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  cancellation_reason: string | null;
}

const DECLINES: Readonly<Record<string, { decline_code: string; message: string }>> = {
  pm_card_chargeDeclined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Stripe's bracketed form keys (metadata[site]=x) → a nested object, one level deep as the adapter sends. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\](?:\[(\w+)\])?$/.exec(key);
    if (nested) {
      const outer = (out[nested[1]!] ??= {}) as Record<string, unknown>;
      if (nested[3]) ((outer[nested[2]!] ??= {}) as Record<string, unknown>)[nested[3]] = value;
      else outer[nested[2]!] = value;
    } else out[key] = value;
  }
  return out;
}

export async function startStripeServer(secretKey: string): Promise<{ url: string; requests: { method: string; path: string; idempotencyKey?: string }[]; close: () => Promise<void> }> {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, { id: string; object: 'charge'; payment_intent: string; amount: number; amount_refunded: number; currency: string; created: number }>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const requests: { method: string; path: string; idempotencyKey?: string }[] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: req.url ?? '', ...(key ? { idempotencyKey: key } : {}) });
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        if (key && req.method === 'POST') idempotent.set(key, { status, body: text });
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') }).end(text);
      };
      const error = (status: number, type: string, message: string, code?: string) => send(status, { error: { type, message, ...(code ? { code } : {}) } });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, 'invalid_request_error', 'Invalid API Key provided');
      if (key && req.method === 'POST' && idempotent.has(key)) {
        const kept = idempotent.get(key)!;
        return res.writeHead(kept.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end(kept.body);
      }
      const form = parseForm(raw);
      const path = (req.url ?? '').split('?')[0]!;
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 50) return error(400, 'invalid_request_error', 'Amount must be at least 50 cents', 'amount_too_small');
        const intent: Intent = {
          id: id('pi'),
          object: 'payment_intent',
          amount,
          currency: String(form.currency),
          status: 'requires_payment_method',
          client_secret: '',
          created: Math.floor(Date.now() / 1000),
          metadata: (form.metadata ?? {}) as Record<string, string>,
          description: typeof form.description === 'string' ? form.description : null,
          latest_charge: null,
          last_payment_error: null,
          cancellation_reason: null,
        };
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
        intents.set(intent.id, intent);
        return send(200, intent);
      }
      if ((m = /^\/v1\/payment_intents\/([\w]+)$/.exec(path)) && req.method === 'GET') {
        const intent = intents.get(m[1]!);
        return intent ? send(200, intent) : error(404, 'invalid_request_error', `No such payment_intent: '${m[1]}'`, 'resource_missing');
      }
      if ((m = /^\/v1\/payment_intents\/([\w]+)\/(confirm|cancel)$/.exec(path)) && req.method === 'POST') {
        const intent = intents.get(m[1]!);
        if (!intent) return error(404, 'invalid_request_error', `No such payment_intent: '${m[1]}'`, 'resource_missing');
        if (m[2] === 'cancel') {
          if (intent.status === 'succeeded') return error(400, 'invalid_request_error', 'You cannot cancel this PaymentIntent because it has a status of succeeded.', 'payment_intent_unexpected_state');
          intent.status = 'canceled';
          intent.cancellation_reason = typeof form.cancellation_reason === 'string' ? form.cancellation_reason : null;
          return send(200, intent);
        }
        if (intent.status !== 'requires_payment_method') return error(400, 'invalid_request_error', `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state');
        // Stripe's test payment methods for a declined card: a 402 card_error, the intent waiting for another card.
        const declined = own(DECLINES, String(form.payment_method));
        if (declined) {
          intent.last_payment_error = { code: 'card_declined', decline_code: declined.decline_code, message: declined.message };
          return send(402, { error: { type: 'card_error', code: 'card_declined', decline_code: declined.decline_code, message: declined.message, payment_intent: intent } });
        }
        const charge = { id: id('ch'), object: 'charge' as const, payment_intent: intent.id, amount: intent.amount, amount_refunded: 0, currency: intent.currency, created: Math.floor(Date.now() / 1000) };
        charges.set(charge.id, charge);
        intent.status = 'succeeded';
        intent.latest_charge = charge.id;
        return send(200, intent);
      }
      if ((m = /^\/v1\/charges\/([\w]+)$/.exec(path)) && req.method === 'GET') {
        const charge = charges.get(m[1]!);
        return charge ? send(200, charge) : error(404, 'invalid_request_error', 'No such charge', 'resource_missing');
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(String(form.payment_intent));
        if (!intent) return error(404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
        const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
        if (!charge || intent.status !== 'succeeded') return error(400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.');
        if (charge.amount_refunded >= charge.amount) return error(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
        charge.amount_refunded = charge.amount;
        return send(200, { id: id('re'), object: 'refund', amount: charge.amount, payment_intent: intent.id, charge: charge.id, status: 'succeeded', currency: charge.currency });
      }
      return error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(() => r())) };
}
