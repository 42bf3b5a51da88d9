'use client';

import type { ReactNode } from 'react';
import { useLeadField } from '../form-context';
import { Field } from './Field';
import { inputClass } from './styles';

export function TextAreaField({ name, label, hint, rows = 4, maxLength, placeholder, className }: {
  name: string;
  label?: string;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  className?: string;
}) {
  const field = useLeadField(name, label);
  return (
    <Field field={field} hint={hint} className={className}>
      <textarea
        id={field.id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy(Boolean(hint))}
        className={inputClass(Boolean(field.error))}
        defaultValue={typeof field.initial === 'string' ? field.initial : undefined}
        {...field.form.register(name)}
      />
    </Field>
  );
}
