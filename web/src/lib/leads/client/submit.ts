/**
 * POST /api/leads/{kind} from the browser. The answer is a boundary: parsed with zod (answers.ts,
 * loaded with the answer), and anything unexpected becomes one of the spec's §8 texts — a network
 * failure 'An error occurred when submitting this form'; an answer without an error text 'An
 * unexpected error occured'.
 */
import type { FormKind, LeadSubmission } from '@forecourt/schemas/leads';
import { LEAD_MESSAGES } from '@forecourt/schemas/leads/messages';

export const leadEndpoint = (kind: FormKind) => `/api/leads/${kind}`;

export type SubmitResult =
  /** `tradeInToken`: only the trade_in form's answer has one (the valuation wizard's later steps send it back). */
  | { ok: true; leadId: string; tradeInToken?: string }
  | { ok: false; error: string; fields?: Record<string, string>; status?: number };

/** The JSON body sent: the submission envelope (the route handler parses it with LeadSubmissionSchema). */
export type LeadRequestBody = Omit<LeadSubmission, 'context'> & { context: Partial<LeadSubmission['context']> };

export async function postLead(
  kind: FormKind,
  body: LeadRequestBody,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  // The answer's parser loads while the request is under way.
  const parser = import('./answers');
  parser.catch(() => undefined);
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
  let answers: Awaited<typeof parser>;
  try {
    answers = await parser;
  } catch {
    // Offline since the request: a retry sends the same Idempotency-Key, so it finds the same lead.
    return { ok: false, error: LEAD_MESSAGES.submitFailed };
  }
  const { FailureAnswerSchema, LeadSuccessSchema } = answers;
  if (response.ok) {
    const success = LeadSuccessSchema.safeParse(json);
    if (!success.success) return { ok: false, error: LEAD_MESSAGES.unexpected, status: response.status };
    const { lead_id: leadId, trade_in_token: tradeInToken } = success.data;
    return { ok: true, leadId, ...(tradeInToken ? { tradeInToken } : {}) };
  }
  const failure = FailureAnswerSchema.safeParse(json);
  if (!failure.success) return { ok: false, error: LEAD_MESSAGES.unexpected, status: response.status };
  return { ok: false, error: failure.data.error, status: response.status, ...(failure.data.fields ? { fields: failure.data.fields } : {}) };
}
