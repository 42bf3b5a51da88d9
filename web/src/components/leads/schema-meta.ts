/**
 * What a form's shared zod schema says about its fields, read once for rendering: the wire names in
 * display order (consent last), which are required (the field refuses "nothing"), and the defaults
 * the schema fills in (opt-in ticked, 'General Enquiry', a single location...). The schema stays the
 * one source: the form never re-states a rule the server also checks. (The zod-free half, values
 * and what is sent, is form-values.ts.)
 */
import { leadFormSchema, type FormKind, type FormOptions } from '@forecourt/schemas/leads';
import { z } from 'zod';
import { CONSENT_FIELDS, type LeadFormMeta, type SchemaMeta } from './form-values';

export { CONSENT_FIELDS, fieldsToSend, initialValues, metaOf, type LeadFormMeta, type SchemaMeta } from './form-values';

export function schemaMeta(kind: FormKind, options: FormOptions): SchemaMeta {
  const shape = leadFormSchema(kind, options).shape;
  const names = Object.keys(shape);
  const consent = CONSENT_FIELDS.filter((name) => names.includes(name));
  const fields = [...names.filter((name) => !(CONSENT_FIELDS as readonly string[]).includes(name)), ...consent];
  const required = new Set<string>();
  const defaults: Record<string, unknown> = {};
  for (const name of fields) {
    // eslint-disable-next-line forecourt/no-string-key-lookup -- name is one of this form's own field names (its schema's keys), never a client string
    const empty = z.safeParse(shape[name]!, undefined);
    if (!empty.success) required.add(name);
    else if (empty.data !== undefined) defaults[name] = empty.data;
  }
  return { fields, required, defaults };
}

/** schemaMeta as plain data, worked out on the server for a client form that must not load zod to render. */
export function leadFormMeta(kind: FormKind, options: FormOptions): LeadFormMeta {
  const { fields, required, defaults } = schemaMeta(kind, options);
  return { fields, required: [...required], defaults };
}
