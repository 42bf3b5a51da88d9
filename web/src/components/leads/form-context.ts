'use client';

/**
 * What every field of a lead form reads from the form around it: its ids (label ↔ input ↔ error
 * text), label, whether it is required, its error, and react-hook-form's registration. Fields are
 * therefore one line each: `<TextField name="email" type="email" autoComplete="email" />`.
 */
import type { FormKind, FormOptions } from '@forecourt/schemas/leads';
import { fieldLabel } from '@forecourt/schemas/leads/messages';
import { createContext, useContext } from 'react';
import { useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';

export interface LeadFormState {
  kind: FormKind;
  options: FormOptions;
  formId: string;
  /** Wire names this form takes, in display order. */
  fields: readonly string[];
  isRequired: (name: string) => boolean;
  /** Validates just these fields (a step of a multi-step form); on failure shows the error summary. */
  validateFields: (names: readonly string[]) => Promise<boolean>;
  status: 'idle' | 'submitting' | 'success';
}

export const LeadFormContext = createContext<LeadFormState | null>(null);

export function useLeadFormState(): LeadFormState {
  const state = useContext(LeadFormContext);
  if (!state) throw new Error('Lead form fields must be rendered inside <LeadForm>.');
  return state;
}

/** DOM id of a field's input (the error summary links to it). */
export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export interface LeadField {
  id: string;
  errorId: string;
  hintId: string;
  name: string;
  label: string;
  required: boolean;
  error?: string;
  form: UseFormReturn<FieldValues>;
  /**
   * The field's initial value, also written into the server HTML (defaultValue/defaultChecked): a
   * form posted before or without JavaScript then sends the presets and defaults too.
   */
  initial: unknown;
  /**
   * What a checkbox or radio writes into its `defaultChecked` now: the shopper's answer once there is
   * one, else `initial`. react-hook-form reads a newly mounted input's DOM state whenever
   * defaultChecked is set, so an input mounted again (a step of a multi-step form, a dialog) with the
   * server default would put that default over the answer: an unticked opt-in would come back ticked.
   */
  current: unknown;
  /** aria-describedby for the input: its hint and its error. */
  describedBy: (hasHint: boolean) => string | undefined;
}

export function useLeadField(name: string, label?: string): LeadField {
  const state = useLeadFormState();
  const form = useFormContext();
  const id = fieldId(state.formId, name);
  // eslint-disable-next-line forecourt/no-string-key-lookup -- name is one of this form's own field names (its schema's keys), never a client string
  const message = form.formState.errors[name]?.message;
  const error = typeof message === 'string' && message ? message : undefined;
  return {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    name,
    label: label ?? fieldLabel(name),
    required: state.isRequired(name),
    ...(error ? { error } : {}),
    form,
    // eslint-disable-next-line forecourt/no-string-key-lookup -- name is one of this form's own field names (its schema's keys), never a client string
    initial: form.formState.defaultValues?.[name],
    // eslint-disable-next-line forecourt/no-string-key-lookup -- name is one of this form's own field names (its schema's keys), never a client string
    current: form.getValues(name) ?? form.formState.defaultValues?.[name],
    describedBy: (hasHint) => [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  };
}
