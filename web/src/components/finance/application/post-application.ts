/**
 * POST /api/finance-applications from the browser. The answer is a boundary: parsed with zod, and
 * anything unexpected becomes one of the lead forms' texts (a network failure 'An error occurred when
 * submitting this form'; an answer without an error text 'An unexpected error occured').
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads';
import { z } from 'zod';
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

const Success = z.object({ application_id: z.string().min(1), lead_id: z.string().min(1) });
const Failure = z.object({ error: z.string().min(1).max(500), fields: z.record(z.string(), z.string()).optional() });

export async function postApplication(
  body: ApplicationRequestBody,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApplicationResult> {
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
  if (response.ok) {
    const success = Success.safeParse(json);
    return success.success
      ? { ok: true, applicationId: success.data.application_id, leadId: success.data.lead_id }
      : { ok: false, error: LEAD_MESSAGES.unexpected, status: response.status };
  }
  const failure = Failure.safeParse(json);
  if (!failure.success) return { ok: false, error: LEAD_MESSAGES.unexpected, status: response.status };
  return { ok: false, error: failure.data.error, status: response.status, ...(failure.data.fields ? { fields: failure.data.fields } : {}) };
}
