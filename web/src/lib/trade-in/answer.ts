/** A trade-in step's result as the route's JSON answer: never cached, `{ error, fields? }` on refusal. */
import 'server-only';
import { NextResponse } from 'next/server';
import { jsonError } from '@/lib/http/site-route';
import type { TradeInBody } from './request-body';

const NO_STORE = { 'cache-control': 'no-store' };

export function answerJson<T>(result: { status: number; answer: T } | { status: number; error: string }): Response {
  if ('error' in result) return jsonError(result.status, result.error);
  return NextResponse.json(result.answer, { status: result.status, headers: NO_STORE });
}

export function refusedBody(body: Extract<TradeInBody<unknown>, { ok: false }>): Response {
  return NextResponse.json(
    { error: body.error, ...(body.fields ? { fields: body.fields } : {}) },
    { status: body.status, headers: NO_STORE },
  );
}
