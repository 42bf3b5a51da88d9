/**
 * The trade-in routes' JSON bodies: same-origin, JSON only (415), at most `limit` bytes (413, read no
 * further), readable (400) and valid against the shared wire schema (400 with the schema's own
 * message first and one message per field, so the wizard can show what to fix).
 */
import type { z } from 'zod';
import { bodyFormat } from '@/lib/http/body-format';
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';
import { originCheck } from '@/lib/http/same-origin';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';
import { TRADE_IN_MESSAGES } from './messages';

export type TradeInBody<T> = { ok: true; data: T } | { ok: false; status: 400 | 403 | 413 | 415; error: string; fields?: Record<string, string> };

/** One message per field path ('vehicle.year', 'answers.condition'), the first for each. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.') || '_form'];
    for (const key of keys) if (!fields.has(key)) fields.set(key, issue.message);
  }
  // fromEntries of a Map: a hostile key such as "__proto__" becomes an own property.
  return Object.fromEntries(fields);
}

export async function readTradeInBody<S extends z.ZodType>(
  request: Pick<Request, 'headers' | 'body'>,
  host: string,
  schema: S,
  limit: number,
): Promise<TradeInBody<z.infer<S>>> {
  const format = bodyFormat(request.headers);
  if (originCheck(request.headers, host, format) === 'cross-site') return { ok: false, status: 403, error: INTAKE_MESSAGES.crossSite };
  if (format !== 'json') return { ok: false, status: 415, error: TRADE_IN_MESSAGES.notJson };
  let text: string;
  try {
    text = await readLimited(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, status: 413, error: TRADE_IN_MESSAGES.tooLarge };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: TRADE_IN_MESSAGES.unreadable };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = fieldMessages(parsed.error);
  return { ok: false, status: 400, error: Object.values(fields)[0] ?? TRADE_IN_MESSAGES.invalid, fields };
}
