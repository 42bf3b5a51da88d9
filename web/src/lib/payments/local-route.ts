/** The local processor's two browser routes share this: same-origin JSON, a per-client limit, 404 under Stripe. */
import 'server-only';
import type { LocalConfirmAnswer } from '@forecourt/schemas/checkout';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { db } from '@/lib/db';
import { overClientLimit } from '@/lib/http/client-limit';
import { jsonError, siteRoute } from '@/lib/http/site-route';
import { refusedBody } from '@/lib/trade-in/answer';
import { readTradeInBody } from '@/lib/trade-in/request-body';
import { localPayments } from './index';
import type { LocalConfirmResult, LocalProcessor } from './local';

const LIMIT = { name: 'local-payment', max: 30, windowMs: 10 * 60 * 1000 } as const;

export function confirmAnswer(result: LocalConfirmResult | undefined): Response {
  if (!result) return jsonError(404, 'We could not find that payment. Please start again.');
  const { intent, error } = result;
  const answer: LocalConfirmAnswer = {
    status: intent.status,
    ...(intent.status === 'requires_action' ? { next_action: { type: 'local_challenge' as const } } : {}),
    ...(error ? { error: { code: error.code, ...(error.declineCode ? { decline_code: error.declineCode } : {}), message: error.message } } : {}),
  };
  return NextResponse.json(answer, { headers: { 'cache-control': 'no-store' } });
}

export function localCardRoute<S extends z.ZodType>(schema: S, handle: (local: LocalProcessor, body: z.infer<S>) => Promise<Response>) {
  return siteRoute(async ({ request }) => {
    const local = await localPayments();
    if (!local) return jsonError(404, 'Not found.');
    const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
    const body = await readTradeInBody(request, host, schema, 2048);
    if (!body.ok) return refusedBody(body);
    const refused = await overClientLimit(await db(), request.headers, LIMIT, new Date());
    if (refused) return refused;
    return handle(local, body.data);
  });
}
