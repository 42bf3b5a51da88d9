/**
 * The application's checks in the browser: the shared schema (@forecourt/schemas/finance/application,
 * with zod) as react-hook-form resolvers, and the parser of the route's answer. The form fetches this
 * on the shopper's first touch (FinanceApplicationForm), not with the page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FINANCE_STEPS,
  financeApplicationSchema,
  financeStepSchema,
  type FinanceApplicationOptions,
} from '@forecourt/schemas/finance/application';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { fieldsToSend } from './form-meta';

const LAST = FINANCE_STEPS.length - 1;

/** A resolver over one of the shared schemas; raw: the values are sent as typed (the server normalises them). */
const check = (schema: z.ZodType) => zodResolver(schema as unknown as z.ZodType<FieldValues, FieldValues>, undefined, { raw: true });

/** The check of step `index`: the last step checks the whole application; the others their own fields only (strict objects). */
export function stepResolver(index: number, options: FinanceApplicationOptions): Resolver<FieldValues> {
  return (values, context, resolverOptions) => {
    const sent = fieldsToSend(values);
    if (index === LAST) return check(financeApplicationSchema(options))(sent, context, resolverOptions);
    const current = FINANCE_STEPS[index]!;
    const own = Object.fromEntries(Object.entries(sent).filter(([name]) => (current.fields as readonly string[]).includes(name)));
    return check(financeStepSchema(current.id, options))(own, context, resolverOptions);
  };
}

/** 201 from POST /api/finance-applications. */
export const ApplicationSuccessSchema = z.object({ application_id: z.string().min(1), lead_id: z.string().min(1) });
