/**
 * POST /api/leads/{kind} from the browser. The answer is a boundary: parsed with zod, and anything
 * unexpected becomes one of the spec's §8 texts — a network failure 'An error occurred when
 * submitting this form'; an answer without an error text 'An unexpected error occured'.
 */
import { LEAD_MESSAGES, type FormKind, type LeadSubmission } from '@forecourt/schemas/leads';
import { z } from 'zod';

export const leadEndpoint = (kind: FormKind) => `/api/leads/${kind}`;

export type SubmitResult =
  /** `tradeInToken`: only the trade_in form's answer has one (the valuation wizard's later steps send it back). */
  | { ok: true; leadId: string; tradeInToken?: string }
  | { ok: false; error: string; fields?: Record<string, string>; status?: number };

const Success = z.object({ lead_id: z.string().min(1), trade_in_token: z.string().min(1).max(200).optional() });
const Failure = z.object({
  error: z.string().min(1).max(500),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The JSON body sent: the submission envelope (the route handler parses it with LeadSubmissionSchema). */
export type LeadRequestBody = Omit<LeadSubmission, 'context'> & { context: Partial<LeadSubmission['context']> };

export async function postLead(
  kind: FormKind,
  body: LeadRequestBody,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(leadEndpoint(kind), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, error: LEAD_MESSAGES.submitFailed };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (response.ok) {
    const success = Success.safeParse(json);
    if (!success.success) return { ok: false, error: LEAD_MESSAGES.unexpected, status: response.status };
    const { lead_id: leadId, trade_in_token: tradeInToken } = success.data;
    return { ok: true, leadId, ...(tradeInToken ? { tradeInToken } : {}) };
  }
  const failure = Failure.safeParse(json);
  if (!failure.success) return { ok: false, error: LEAD_MESSAGES.unexpected, status: response.status };
  return { ok: false, error: failure.data.error, status: response.status, ...(failure.data.fields ? { fields: failure.data.fields } : {}) };
}
