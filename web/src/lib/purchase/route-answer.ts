/** A purchase step's result as the route's JSON answer: never cached, `{ error, fields? }` on refusal. */
import 'server-only';
import { NextResponse } from 'next/server';

const NO_STORE = { 'cache-control': 'no-store' };

export function purchaseJson<T>(result: { status: number; answer: T } | { status: number; error: string; fields?: Record<string, string> }): Response {
  if ('error' in result) return NextResponse.json({ error: result.error, ...(result.fields ? { fields: result.fields } : {}) }, { status: result.status, headers: NO_STORE });
  return NextResponse.json(result.answer, { status: result.status, headers: NO_STORE });
}
