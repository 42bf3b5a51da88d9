/**
 * A JSON call to one of the site's own APIs from the browser, answering the server's sentence on
 * failure (spec §8: the server's error text, or 'An unexpected error occured'). Never throws.
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads/messages';

export type JsonAnswer = { ok: true; status: number; body: Record<string, unknown> } | { ok: false; status: number; error: string };

export const NETWORK_ERROR = 'We could not reach the server. Please check your connection and try again.';

export async function postJson(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(path, { method, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  const record = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  if (response.ok) return { ok: true, status: response.status, body: record };
  return { ok: false, status: response.status, error: typeof record.error === 'string' && record.error ? record.error : LEAD_MESSAGES.unexpected };
}
