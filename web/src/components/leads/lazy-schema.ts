/**
 * The shared lead schema for a form that must not carry zod in its first load: a react-hook-form
 * resolver that loads the schema (lead-schema.ts, with zod) at the form's first check. Preload it as
 * soon as the shopper starts on the form (preloadLeadSchema on focus or pointer), so the check on
 * submit does not wait for it.
 */
import type { FormKind, FormOptions } from '@forecourt/schemas/leads';
import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyModule } from '@/lib/lazy/lazy-module';

export const leadSchema = lazyModule(() => import('./lead-schema'));

export const loadLeadSchema = leadSchema.load;
export const preloadLeadSchema = leadSchema.preload;

/**
 * The form's resolver: the shared schema's check, built afresh for every check as a plain resolver
 * would be (`options` may be a function, read at every check: a test drive's date is compared with now). If the schema cannot be loaded (the connection dropped), the values go to the server
 * unchecked: it checks them with the same schema and its field messages show as usual.
 */
export function lazyLeadResolver(kind: FormKind, options: FormOptions | (() => FormOptions)): Resolver<FieldValues> {
  return async (values, context, resolverOptions) => {
    const schema = leadSchema.get() ?? (await leadSchema.load().catch(() => undefined));
    if (!schema) return { values, errors: {} };
    return schema.leadResolver(kind, typeof options === 'function' ? options() : options)(values, context, resolverOptions);
  };
}
