/** The zod-free lists (application-fields.ts) say what the schemas do: the same fields in the same order, the same required ones. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FINANCE_ALWAYS_REQUIRED, FINANCE_STEPS, financeApplicationSchema, financeStepSchema } from './application';

describe('FINANCE_STEPS', () => {
  it.each(FINANCE_STEPS.map((step) => [step.id, step] as const))('%s lists exactly its schema’s fields', (id, step) => {
    expect(Object.keys(financeStepSchema(id, { dealerships: ['a'] }).shape)).toEqual(step.fields);
    expect(Object.keys(financeStepSchema(id).shape)).toEqual(step.fields);
  });

  it('together they are the whole application', () => {
    expect(Object.keys(financeApplicationSchema().shape)).toEqual(FINANCE_STEPS.flatMap((step) => step.fields));
  });
});

describe('FINANCE_ALWAYS_REQUIRED', () => {
  it('is every field the application refuses to leave empty, whatever else was answered', () => {
    const shape = new Map<string, z.ZodType>(Object.entries(financeApplicationSchema({ dealerships: ['a', 'b'] }).shape));
    const refusesNothing = [...shape].filter(([, field]) => !z.safeParse(field, undefined).success).map(([name]) => name);
    expect(refusesNothing).toEqual([...FINANCE_ALWAYS_REQUIRED]);
  });
});
