/** The local processor's two browser routes share this: same-origin JSON, a per-client limit, 404 under Stripe. */
import 'server-only';
import type { LocalConfirmAnswer } from '@forecourt/schemas/checkout';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { db } from '@/lib/db';
import { overClientLimit } from '@/lib/http/client-limit';
import { nudgeDelivery } from '@/lib/leads/delivery/worker';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { refusedBody } from '@/lib/trade-in/answer';
import { readTradeInBody } from '@/lib/trade-in/request-body';
import { localPayments } from './index';
import { PAYMENT_CANCELED_MESSAGE } from './messages';
import type { LocalConfirmResult, LocalProcessor } from './local';

export const NOT_JSON = 'Send the payment details as JSON.';

const LIMIT = { name: 'local-payment', max: 30, windowMs: 10 * 60 * 1000 } as const;

export function confirmAnswer(result: LocalConfirmResult | undefined): Response {
  if (!result) return jsonError(404, 'We could not find that payment. Please start again.');
  const { intent, error } = result;
  const answer: LocalConfirmAnswer = {
    status: intent.status,
    ...(intent.status === 'requires_action' ? { next_action: { type: 'local_challenge' as const } } : {}),
    ...(error ? { error: { code: error.code, ...(error.declineCode ? { decline_code: error.declineCode } : {}), message: error.message } } : {}),
    // A payment canceled under the shopper (its reservation's lock ran out and another buyer took the
    // car, or the checkout was abandoned) cannot be paid: say so rather than a bare state.
    ...(intent.status === 'canceled' ? { error: { code: 'payment_intent_unexpected_state', message: PAYMENT_CANCELED_MESSAGE } } : {}),
  };
  return NextResponse.json(answer, { headers: { 'cache-control': 'no-store' } });
}

export function localCardRoute<S extends z.ZodType>(schema: S, handle: (local: LocalProcessor, body: z.infer<S>) => Promise<Response>) {
  return siteRoute(async ({ request }) => {
    const local = await localPayments();
    if (!local) return jsonError(404, 'Not found.');
    const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
    const body = await readTradeInBody(request, host, schema, 2048);
    // The shared reader's 415 names the trade-in's valuation; this route takes a payment.
    if (!body.ok) return refusedBody(body.status === 415 ? { ...body, error: NOT_JSON } : body);
    const refused = await overClientLimit(await db(), request.headers, LIMIT, new Date());
    if (refused) return refused;
    const answer = await handle(local, body.data);
    // The change's event is queued (local-events.ts): ask the worker for a pass now, so the webhook
    // reaches the app within moments rather than at the next poll.
    nudgeDelivery();
    return answer;
  });
}
