/**
 * A JSON route body from the site's own pages: same-origin (403), JSON only (415), at most `limit`
 * bytes (413, read no further), readable (400) and valid against the wire schema (400 with the first
 * problem as the error and one message per field, so a form can show what to fix). One reader for
 * the trade-in wizard's and the online purchase's routes, each with its own words.
 */
import type { z } from 'zod';
import { bodyFormat } from '@/lib/http/body-format';
import { BodyTooLarge, readLimited } from '@/lib/http/read-body';
import { originCheck } from '@/lib/http/same-origin';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';

export type SameSiteJson<T> = { ok: true; data: T } | { ok: false; status: 400 | 403 | 413 | 415; error: string; fields?: Record<string, string> };

export interface JsonBodyMessages {
  notJson: string;
  tooLarge: string;
  unreadable: string;
  invalid: string;
}

/** One message per field path ('vehicle.year', 'answers.condition'), the first for each. */
export function zodFieldMessages(error: z.ZodError): Record<string, string> {
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.') || '_form'];
    for (const key of keys) if (!fields.has(key)) fields.set(key, issue.message);
  }
  // fromEntries of a Map: a hostile key such as "__proto__" becomes an own property.
  return Object.fromEntries(fields);
}

export async function readSameSiteJson<S extends z.ZodType>(
  request: Pick<Request, 'headers' | 'body'>,
  host: string,
  schema: S,
  limit: number,
  messages: JsonBodyMessages,
): Promise<SameSiteJson<z.infer<S>>> {
  const format = bodyFormat(request.headers);
  if (originCheck(request.headers, host, format) === 'cross-site') return { ok: false, status: 403, error: INTAKE_MESSAGES.crossSite };
  if (format !== 'json') return { ok: false, status: 415, error: messages.notJson };
  let text: string;
  try {
    text = await readLimited(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, status: 413, error: messages.tooLarge };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: messages.unreadable };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = zodFieldMessages(parsed.error);
  return { ok: false, status: 400, error: Object.values(fields)[0] ?? messages.invalid, fields };
}
