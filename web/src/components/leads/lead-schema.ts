/**
 * A lead form's shared schema as react-hook-form checks it. Loaded by lazy-schema.ts when a form first
 * checks its fields, so zod is not part of the form's first load.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { leadFormSchema, type FormKind, type FormOptions } from '@forecourt/schemas/leads';
import type { FieldValues, Resolver } from 'react-hook-form';

export { leadFormSchema };

/** raw: the values are sent as typed; the server normalises them with the same schema. */
export function leadResolver(kind: FormKind, options: FormOptions): Resolver<FieldValues> {
  return zodResolver(leadFormSchema(kind, options), undefined, { raw: true });
}
