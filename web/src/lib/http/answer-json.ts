/**
 * A route step's result as its JSON answer, never cached: the answer itself, or `{ error, fields? }`
 * with the refusal's status. One shape for the trade-in wizard's and the online purchase's routes
 * (and the body readers' refusals, lib/http/same-site-json.ts, which have the same form).
 */
import 'server-only';
import { NextResponse } from 'next/server';

const NO_STORE = { 'cache-control': 'no-store' };

export type StepResult<T> = { status: number; answer: T } | { status: number; error: string; fields?: Record<string, string> };

export function answerJson<T>(result: StepResult<T>): Response {
  if ('error' in result) return NextResponse.json({ error: result.error, ...(result.fields ? { fields: result.fields } : {}) }, { status: result.status, headers: NO_STORE });
  return NextResponse.json(result.answer, { status: result.status, headers: NO_STORE });
}
