/**
 * POST /api/finance-applications from the browser. The answer is a boundary: parsed with zod (loaded
 * while the request is under way), and anything unexpected becomes one of the lead forms' texts (a
 * network failure 'An error occurred when submitting this form'; an answer without an error text 'An
 * unexpected error occured').
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads/messages';
import type { LeadContext } from '@/lib/leads/client/context';

export const APPLICATION_ENDPOINT = '/api/finance-applications';

export interface ApplicationRequestBody {
  fields: Record<string, unknown>;
  started_at?: number;
  company_website?: string;
  context: LeadContext;
}

export type ApplicationResult =
  | { ok: true; applicationId: string; leadId: string }
  | { ok: false; error: string; fields?: Record<string, string>; status?: number };

export async function postApplication(
  body: ApplicationRequestBody,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApplicationResult> {
  const parsers = Promise.all([import('./application-checks'), import('@/lib/leads/client/answers')]);
  parsers.catch(() => undefined);
  let response: Response;
  try {
    response = await fetchImpl(APPLICATION_ENDPOINT, {
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
  let answers: Awaited<typeof parsers>;
  try {
    answers = await parsers;
  } catch {
    // Offline since the request: a retry sends the same Idempotency-Key, so it finds the same application.
    return { ok: false, error: LEAD_MESSAGES.submitFailed };
  }
  const [{ ApplicationSuccessSchema }, { FailureAnswerSchema }] = answers;
  if (response.ok) {
    const success = ApplicationSuccessSchema.safeParse(json);
    return success.success
      ? { ok: true, applicationId: success.data.application_id, leadId: success.data.lead_id }
      : { ok: false, error: LEAD_MESSAGES.unexpected, status: response.status };
  }
  const failure = FailureAnswerSchema.safeParse(json);
  if (!failure.success) return { ok: false, error: LEAD_MESSAGES.unexpected, status: response.status };
  return { ok: false, error: failure.data.error, status: response.status, ...(failure.data.fields ? { fields: failure.data.fields } : {}) };
}
