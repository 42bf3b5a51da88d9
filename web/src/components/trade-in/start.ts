/**
 * The valuation wizard's first request, and what every request of the wizard shares: the endpoints,
 * the result type and the messages. No zod here (the first step is in the page's first load): the
 * lead client parses its answer itself, and the later steps' requests are api.ts.
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads/messages';
import { postLead, type LeadRequestBody } from '@/lib/leads/client/submit';

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; fields?: Record<string, string>; status?: number };

export const TRADE_IN_ENDPOINTS = {
  start: '/api/leads/trade_in',
  rego: '/api/valuation/rego',
  vehicles: '/api/valuation/vehicles',
  estimate: '/api/trade-in/estimate',
  accept: '/api/trade-in/accept',
  miscellaneous: '/api/miscellaneous',
} as const;

/** What a failed request tells the shopper when the server gave no text of its own. */
export const TRADE_IN_MESSAGES = {
  network: 'We could not reach our server. Check your connection and try again.',
  unexpected: LEAD_MESSAGES.unexpected,
  regoUnavailable: 'We could not look up that rego just now. Please choose your car from the lists instead.',
  optionsFailed: 'We could not load the list. Please try again.',
  startedWithoutToken: 'We saved your details but could not start the valuation. Please try again.',
} as const;

export interface Started {
  leadId: string;
  token: string;
}

/** Shorter than any token the server makes: not one the next steps could be sent with. */
const MIN_TOKEN_LENGTH = 16;

/**
 * Step 1: the trade_in lead through postLead (the lead client every form uses: same envelope,
 * honeypot, start time and Idempotency-Key), whose answer carries the `trade_in_token` that binds the
 * next steps to this lead.
 */
export async function startValuation(body: LeadRequestBody, idempotencyKey: string, fetchImpl: typeof fetch = fetch): Promise<ApiResult<Started>> {
  const result = await postLead('trade_in', body, idempotencyKey, fetchImpl);
  if (!result.ok) return { ok: false, error: result.error, ...(result.fields ? { fields: result.fields } : {}), ...(result.status ? { status: result.status } : {}) };
  const token = result.tradeInToken;
  if (!token || token.length < MIN_TOKEN_LENGTH) return { ok: false, error: TRADE_IN_MESSAGES.startedWithoutToken };
  return { ok: true, data: { leadId: result.leadId, token } };
}
