'use client';

import type { ReactNode } from 'react';
import { useLeadField } from '../form-context';
import { controlProps, Field } from './Field';

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
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        {...controlProps(field, Boolean(hint))}
      />
    </Field>
  );
}
