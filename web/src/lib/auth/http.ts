/**
 * What the account APIs (/api/auth/*, /api/watchlist*, /api/favourites) share: JSON answers that are
 * never cached, and one reading of a JSON post in a fixed order — 403 cross-site (lib/http/
 * same-origin.ts), 415 not JSON, 413 over the size limit (counted as it streams), 400 not JSON or not
 * the expected shape — so client input never reaches the handler unchecked and never causes a 5xx.
 */
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { bodyFormat } from '@/lib/http/body-format';
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';
import { originCheck } from '@/lib/http/same-origin';
import { cookieRequest, secureCookies } from './cookies';

/** The account APIs' body limit (2 KB), except where a route says otherwise. */
export const ACCOUNT_BODY_LIMIT = 2048;

export const REQUEST_MESSAGES = {
  crossSite: 'Cross-site requests are not accepted.',
  notJson: 'Send the request as JSON (application/json).',
  tooLarge: 'The request is too large.',
  badJson: 'The request is not valid JSON.',
  invalid: 'The request is not valid.',
} as const;

const NO_STORE = { 'cache-control': 'no-store' };

/** A JSON answer that no cache keeps (it is one shopper's). */
export function accountJson(body: unknown, status = 200, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** How a route words a refusal: `{error}` for most, `{success: false, error}` for the watchlist (spec §7). */
export type Refuse = (status: number, error: string, headers?: Record<string, string>) => NextResponse;

export const refuse: Refuse = (status, error, headers) => accountJson({ error }, status, headers);
export const refuseWatchlist: Refuse = (status, error, headers) =>
  accountJson({ success: false, error }, status, headers);

/** Whether this request's cookies are the Secure `__Host-` ones (cookies.ts). */
export function secureRequest(request: NextRequest): boolean {
  return secureCookies(cookieRequest(request.headers, request.nextUrl));
}

export type JsonRequest<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

export interface ReadOptions {
  limit?: number;
  refuse?: Refuse;
  /** Take a post with no body and no Content-Type as `{}` (sign-out); it must still be same-origin. */
  allowEmpty?: boolean;
  /** The 400 sentence when the body is not the expected shape (default REQUEST_MESSAGES.invalid). */
  invalid?: string;
}

/** The request's JSON body checked against `schema`, or the refusal to answer instead. */
export async function readJsonRequest<S extends z.ZodType>(
  request: NextRequest,
  schema: S,
  {
    limit = ACCOUNT_BODY_LIMIT,
    refuse: no = refuse,
    allowEmpty = false,
    invalid = REQUEST_MESSAGES.invalid,
  }: ReadOptions = {},
): Promise<JsonRequest<z.infer<S>>> {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const format = bodyFormat(request.headers);
  if (originCheck(request.headers, host, format) === 'cross-site')
    return { ok: false, response: no(403, REQUEST_MESSAGES.crossSite) };
  const bare = allowEmpty && request.headers.get('content-type') === null;
  if (format !== 'json' && !bare) return { ok: false, response: no(415, REQUEST_MESSAGES.notJson) };
  let text: string;
  try {
    text = await readLimited(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, response: no(413, REQUEST_MESSAGES.tooLarge) };
    throw error;
  }
  if (bare && text.trim() !== '') return { ok: false, response: no(415, REQUEST_MESSAGES.notJson) };
  let json: unknown;
  try {
    json = bare || (allowEmpty && text.trim() === '') ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: no(400, REQUEST_MESSAGES.badJson) };
  }
  // Field schemas carry a sentence for the shopper (their `error`); any other problem — not an
  // object, an unknown key, a field without one — gets the route's general sentence.
  const parsed = schema.safeParse(json, { error: () => invalid });
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: no(400, parsed.error.issues[0]?.message ?? invalid) };
}
