/**
 * The vehicle page's forms work out their fields, required marks and defaults from the shared schema
 * in the browser (this chunk carries zod anyway: the enquiry checks each step with it), once per
 * form and options. Content pages get the same from the server instead (LeadFormSection).
 */
import type { FormKind, FormOptions } from '@forecourt/schemas/leads';
import { useMemo } from 'react';
import { leadFormMeta } from '../schema-meta';
import type { LeadFormMeta } from '../form-values';

export function useLeadFormMeta(kind: FormKind, options: FormOptions): LeadFormMeta {
  return useMemo(() => leadFormMeta(kind, options), [kind, options]);
}
