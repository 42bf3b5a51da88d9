'use client';

/**
 * The review step: every answer so far, step by step, each step with a 'Change' button that goes back
 * to it. Values read as people write them (display.ts); blanks and questions not asked are left out.
 */
import { FINANCE_FIELD_LABELS, FINANCE_STEPS, type FinanceFieldName } from '@forecourt/schemas/finance/application-fields';
import { useFormContext, useWatch } from 'react-hook-form';
import { displayValue } from './display';
import { fieldsToSend } from './form-meta';
import type { FormCar } from './StepFields';

export function ReviewSummary({
  car,
  dealerships,
  onChange,
}: {
  car?: FormCar;
  dealerships: readonly { slug: string; name: string }[];
  onChange: (step: number) => void;
}) {
  const { control } = useFormContext();
  const values = fieldsToSend(useWatch({ control }));
  const shown = (name: FinanceFieldName): string | undefined => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (name === 'car_id') return car?.title;
    if (name === 'preferred_dealership') return dealerships.find((d) => d.slug === value)?.name;
    return displayValue(name, value);
  };
  return (
    <div data-testid="finance-review" className="space-y-4">
      {FINANCE_STEPS.slice(0, -1).map((step, index) => {
        const rows = step.fields.flatMap((name) => {
          const value = shown(name);
          return value === undefined ? [] : [{ name, label: FINANCE_FIELD_LABELS[name], value }];
        });
        return (
          <section key={step.id} aria-labelledby={`finance-review-${step.id}`} className="rounded-md border border-gray-200 p-4">
            <div className="flex items-baseline justify-between gap-4">
              <h4 id={`finance-review-${step.id}`} className="text-base font-bold text-gray-900">
                {step.label}
              </h4>
              <button
                type="button"
                onClick={() => onChange(index)}
                className="min-h-11 text-sm font-semibold text-brand-text underline underline-offset-2"
              >
                Change<span className="sr-only"> {step.label.toLowerCase()}</span>
              </button>
            </div>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
              {rows.map((row) => (
                <div key={row.name} className="contents">
                  <dt className="text-gray-700">{row.label}</dt>
                  <dd className="font-semibold break-words text-gray-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
