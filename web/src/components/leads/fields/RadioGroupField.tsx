'use client';

/**
 * A radio group (Yes/No questions, preferred contact method): a fieldset whose legend is the label.
 * The first radio carries the field's id so the error summary can focus the group.
 */
import type { ReactNode } from 'react';
import { useLeadField } from '../form-context';
import { FieldError, FieldHint, RequiredMark } from './Field';
import type { Choice } from './SelectField';
import { labelClass } from './styles';

export const YES_NO: readonly Choice[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

export function RadioGroupField({ name, label, hint, choices, className }: {
  name: string;
  label?: string;
  hint?: ReactNode;
  choices: readonly Choice[];
  className?: string;
}) {
  const field = useLeadField(name, label);
  const registration = field.form.register(name);
  return (
    // A fieldset may take the radiogroup role (ARIA in HTML), which carries aria-invalid/-required for the whole group.
    <fieldset
      role="radiogroup"
      className={className}
      data-field={name}
      aria-required={field.required || undefined}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={field.describedBy(Boolean(hint))}
    >
      <legend className={labelClass}>
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </legend>
      <FieldHint field={field} hint={hint} />
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        {choices.map((choice, i) => {
          const id = i === 0 ? field.id : `${field.id}-${i}`;
          return (
            <label key={choice.value} htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-base text-gray-900">
              <input
                id={id}
                type="radio"
                value={choice.value}
                defaultChecked={field.current === choice.value}
                className="size-5 accent-brand"
                {...registration}
              />
              {choice.label}
            </label>
          );
        })}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}
