'use client';

import type { ReactNode } from 'react';
import { useLeadField } from '../form-context';
import { controlProps, Field } from './Field';

export interface Choice {
  value: string;
  label: string;
}

/** A native select: the most robust choice list for keyboards, screen readers and phones. */
export function SelectField({ name, label, hint, choices, placeholder = 'Please choose…', className }: {
  name: string;
  label?: string;
  hint?: ReactNode;
  choices: readonly Choice[];
  /** The empty first option. Always present, even with a default: HTML requires a required select's first option to be an empty placeholder. */
  placeholder?: string;
  className?: string;
}) {
  const field = useLeadField(name, label);
  return (
    <Field field={field} hint={hint} className={className}>
      <select
        {...controlProps(field, Boolean(hint))}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
