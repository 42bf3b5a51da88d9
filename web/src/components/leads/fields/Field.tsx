'use client';

/**
 * The frame of one field: visible label (required marked for sighted users with an asterisk and for
 * screen readers by the input's own `required`), an optional hint, the input, and its error text —
 * the ids the input points at with aria-describedby.
 */
import type { ReactNode } from 'react';
import type { LeadField } from '../form-context';
import { errorClass, hintClass, inputClass, labelClass } from './styles';

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-800">
      *
    </span>
  );
}

export function FieldError({ field }: { field: LeadField }) {
  if (!field.error) return null;
  return (
    <p id={field.errorId} className={errorClass}>
      <span aria-hidden="true">⚠</span>
      <span>
        <span className="sr-only">Error: </span>
        {field.error}
      </span>
    </p>
  );
}

export function FieldHint({ field, hint }: { field: LeadField; hint?: ReactNode }) {
  return hint ? (
    <p id={field.hintId} className={hintClass}>
      {hint}
    </p>
  ) : null;
}

export function Field({ field, hint, children, className }: { field: LeadField; hint?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={className} data-field={field.name}>
      <label htmlFor={field.id} className={labelClass}>
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </label>
      <FieldHint field={field} hint={hint} />
      <div className="mt-1">{children}</div>
      <FieldError field={field} />
    </div>
  );
}

/**
 * What every text-like control (input, textarea, select) carries: its id, required state, error
 * wiring (aria-invalid, aria-describedby), styling, the server-HTML default and react-hook-form's
 * registration. One place, so no field forgets one of them.
 */
export function controlProps(field: LeadField, hasHint: boolean, revalidates?: readonly string[]) {
  return {
    id: field.id,
    required: field.required,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': field.describedBy(hasHint),
    className: inputClass(Boolean(field.error)),
    defaultValue: typeof field.initial === 'string' ? field.initial : undefined,
    // `deps`: after a failed submit, a change here re-checks those fields too (a rule across fields).
    ...field.form.register(field.name, revalidates?.length ? { deps: [...revalidates] } : undefined),
  };
}
