'use client';

/** A local date and time (test-drive preferred time): the browser's own picker, not before now. */
import type { ReactNode } from 'react';
import { useLeadField } from '../form-context';
import { Field } from './Field';
import { inputClass } from './styles';

const pad = (n: number) => String(n).padStart(2, '0');

export function localNow(date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function DateTimeField({ name, label, hint, className }: { name: string; label?: string; hint?: ReactNode; className?: string }) {
  const field = useLeadField(name, label);
  return (
    <Field field={field} hint={hint} className={className}>
      <input
        id={field.id}
        type="datetime-local"
        // Set when used: the server's clock (and a cached page's render time) is not the shopper's now.
        onFocus={(event) => {
          event.currentTarget.min = localNow();
        }}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy(Boolean(hint))}
        className={inputClass(Boolean(field.error))}
        {...field.form.register(name)}
      />
    </Field>
  );
}
