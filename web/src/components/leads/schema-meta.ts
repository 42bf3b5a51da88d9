/**
 * What a form's shared zod schema says about its fields, read once for rendering: the wire names in
 * display order (consent last), which are required (the field refuses "nothing"), and the defaults
 * the schema fills in (opt-in ticked, 'General Enquiry', a single location...). The schema stays the
 * one source: the form never re-states a rule the server also checks.
 */
import { leadFormSchema, type FormKind, type FormOptions } from '@forecourt/schemas/leads';
import { z } from 'zod';

/** Consent closes every form, whatever order the schema lists it in. */
export const CONSENT_FIELDS = ['opt_in', 'terms_agreed'] as const;

export interface SchemaMeta {
  fields: string[];
  required: ReadonlySet<string>;
  defaults: Record<string, unknown>;
}

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
