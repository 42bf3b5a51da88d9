/**
 * A lead form's fields as the browser works with them, without zod: which wire names it takes (in
 * display order, consent last), which are required, the defaults, the initial values and what is
 * sent. schema-meta.ts reads these from the shared zod schema; a form whose first load must not carry
 * zod (the valuation wizard's first step) gets them from the server as a LeadFormMeta instead.
 */

/** Consent closes every form, whatever order the schema lists it in. */
export const CONSENT_FIELDS = ['opt_in', 'terms_agreed'] as const;

export interface SchemaMeta {
  fields: string[];
  required: ReadonlySet<string>;
  defaults: Record<string, unknown>;
}

/** SchemaMeta as plain data, for a server component to hand a client form (schema-meta.ts leadFormMeta). */
export interface LeadFormMeta {
  fields: string[];
  required: string[];
  defaults: Record<string, unknown>;
}

export function metaOf(meta: LeadFormMeta): SchemaMeta {
  return { fields: meta.fields, required: new Set(meta.required), defaults: meta.defaults };
}

/** Initial values: every field present (so inputs are controlled from the start), schema defaults, then the page's presets. */
export function initialValues(meta: SchemaMeta, presets: Record<string, unknown> = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of meta.fields) {
    // eslint-disable-next-line forecourt/no-string-key-lookup -- name is one of this form's own field names (its schema's keys), never a client string
    const preset = presets[name];
    if (preset !== undefined) values[name] = typeof preset === 'number' ? String(preset) : preset;
    // eslint-disable-next-line forecourt/no-string-key-lookup -- name is one of this form's own field names (its schema's keys), never a client string
    else if (name in meta.defaults) values[name] = meta.defaults[name];
    else values[name] = name === 'terms_agreed' ? false : '';
  }
  return values;
}

/** Only the form's own fields, blanks left out (the schema reads absent and '' alike; absent is smaller). */
export function fieldsToSend(meta: SchemaMeta, values: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of meta.fields) {
    // eslint-disable-next-line forecourt/no-string-key-lookup -- name is one of this form's own field names (its schema's keys), never a client string
    const value = values[name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    fields[name] = value;
  }
  return fields;
}
