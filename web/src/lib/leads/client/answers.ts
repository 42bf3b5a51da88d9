/**
 * The lead routes' answers as the browser reads them (a boundary: parsed with zod). Loaded with the
 * answer (submit.ts imports it when the response is in), so zod is not part of a form's first load.
 */
import { z } from 'zod';

/** 201 from POST /api/leads/{kind}; only the trade_in form's answer has a token. */
export const LeadSuccessSchema = z.object({ lead_id: z.string().min(1), trade_in_token: z.string().min(1).max(200).optional() });

/** Every route's refusal: the sentence to show, and a message per field when the fields were at fault. */
export const FailureAnswerSchema = z.object({
  error: z.string().min(1).max(500),
  fields: z.record(z.string(), z.string()).optional(),
});
