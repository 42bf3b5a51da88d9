/** The envelope of a lead submission (POST /api/leads/{kind}); the locally stored profile is profile.ts. */
import { z } from 'zod';

/**
 * Field and parameter names: an identifier-like word. This keeps prototype keys ("__proto__") and
 * odd bytes out before any field schema runs; real wire names ("do-you-have-a-trade-in",
 * "PreferredContactMethod", "utm_source") all fit.
 */
const wireName = (max: number) => z.string().max(max).regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { error: 'Invalid field name.' });

/**
 * zod's record quietly drops an own "__proto__" key (JSON.parse makes one); refuse it instead, so
 * a probing body gets a 400 rather than a partly-read form.
 */
const withoutPrototypeKey = z.unknown().refine(
  (value) => typeof value !== 'object' || value === null || !Object.hasOwn(value, '__proto__'),
  { error: 'Invalid field name.' },
);

export const LeadSubmissionSchema = z
  .object({
    /** The form's fields, validated afterwards by leadFormSchema(kind, options). */
    fields: withoutPrototypeKey.pipe(z.record(wireName(64), z.unknown())),
    car_id: z.string().trim().min(1).max(128).optional(),
    /**
     * Epoch ms when the form was first shown (a minimum fill time tells people from scripts).
     * Anything that is not such a number reads as no start time, which the server's bot check
     * counts as too fast: a silent drop, not a 400 that tells a script what to fix.
     */
    started_at: z
      .unknown()
      .transform((value) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined))
      .optional(),
    /** Honeypot: a hidden input real people leave empty. */
    company_website: z.string().max(200).optional(),
    context: z
      .object({
        page_url: z.string().max(2000).optional(),
        visited_pages: z.array(z.string().max(500)).max(20).default([]),
        /** utm_*, gclid, fbclid... from the landing page, for the dealer's attribution. */
        linked_query_params: withoutPrototypeKey.pipe(z.record(wireName(40), z.string().max(200))).default({}),
      })
      .strict()
      .default({ visited_pages: [], linked_query_params: {} }),
  })
  .strict();
export type LeadSubmission = z.infer<typeof LeadSubmissionSchema>;

/** Keys of a form-encoded body that belong to the envelope, not to the form's fields. */
const RESERVED = new Set(['car_id', 'started_at', 'company_website', 'page_url']);

/** Checkbox fields: a browser posts 'on' (or the value attribute) when ticked and nothing when not. */
const BOOLEAN_FIELDS = new Set(['opt_in', 'opt_in_finance', 'opt_in_trade', 'terms_agreed']);
const TRUE_TEXT = new Set(['on', 'true', '1', 'yes']);
const FALSE_TEXT = new Set(['off', 'false', '0', 'no', '']);

function checkboxValue(value: string): boolean | string {
  const text = value.trim().toLowerCase();
  if (TRUE_TEXT.has(text)) return true;
  if (FALSE_TEXT.has(text)) return false;
  return value; // left as text so the field schema reports it
}

/**
 * A form-encoded (no-JS) body as the object LeadSubmissionSchema parses. Fields are flat; the
 * reserved keys car_id, started_at, company_website and page_url go to the envelope. Checkboxes
 * become booleans and started_at a number. A repeated key keeps its LAST value: an unticked
 * checkbox sends nothing, so the form puts `<input type="hidden" name="opt_in" value="false">`
 * before the checkbox — without it an unticked opt_in would fall back to its default (true), and
 * marketing consent must never be assumed from silence. Files are ignored.
 */
export function submissionFromFormData(form: URLSearchParams | FormData): unknown {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const envelope: Record<string, unknown> = {};
  const context: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    if (key === 'started_at') envelope.started_at = /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    else if (key === 'page_url') context.page_url = value;
    else if (RESERVED.has(key)) envelope[key] = value;
    else fields[key] = BOOLEAN_FIELDS.has(key) ? checkboxValue(value) : value;
  }
  // Re-created with fromEntries so the result is a plain object (own keys only, never a prototype).
  return { ...envelope, fields: Object.fromEntries(Object.entries(fields)), context };
}
