/**
 * The journey's form controls: a label on every control, its error tied to it (aria-invalid and
 * aria-describedby), and an error summary that lists each problem as a link to its field — the same
 * shape as the other forms of the site, so the error states read the same to a screen reader.
 */
import { own } from '@forecourt/schemas/own';
import type { InputHTMLAttributes, ReactNode, RefObject, SelectHTMLAttributes } from 'react';

export type FieldErrors = Record<string, string>;

export const fieldId = (name: string) => `purchase-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const errorId = (name: string) => `${fieldId(name)}-error`;

const INPUT = 'mt-1 block w-full rounded-md border border-gray-500 px-3 py-2 text-base';

export function ErrorText({ name, errors }: { name: string; errors: FieldErrors }) {
  const message = own(errors, name);
  return message ? (
    <p id={errorId(name)} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

function described(name: string, errors: FieldErrors, hint?: string) {
  const ids = [hint ? `${fieldId(name)}-hint` : undefined, Object.hasOwn(errors, name) ? errorId(name) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': Object.hasOwn(errors, name) ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

export function TextField({ name, label, errors, hint, required = true, ...input }: { name: string; label: string; errors: FieldErrors; hint?: string; required?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="font-semibold">
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      <input id={fieldId(name)} name={name} required={required} className={INPUT} {...described(name, errors, hint)} {...input} />
      <ErrorText name={name} errors={errors} />
    </div>
  );
}

export function SelectField({ name, label, errors, options, placeholder, ...select }: { name: string; label: string; errors: FieldErrors; options: readonly { value: string; label: string }[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="font-semibold">
        {label}
        <span aria-hidden="true">*</span>
      </label>
      <select id={fieldId(name)} name={name} required className={INPUT} {...described(name, errors)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText name={name} errors={errors} />
    </div>
  );
}

export function RadioGroup({
  name,
  legend,
  options,
  value,
  onChange,
  errors,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string; hint?: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
  errors: FieldErrors;
}) {
  return (
    <fieldset {...described(name, errors)} id={fieldId(name)} tabIndex={-1}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-start gap-3 rounded-md border border-gray-400 p-3 has-[:checked]:border-brand-text has-[:checked]:bg-gray-50">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="mt-1 size-5" />
            <span>
              <span className="font-semibold">{o.label}</span>
              {o.hint ? <span className="block text-sm text-gray-700">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <ErrorText name={name} errors={errors} />
    </fieldset>
  );
}

export function ErrorSummary({ errors, summaryRef }: { errors: FieldErrors; summaryRef: RefObject<HTMLDivElement | null> }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div ref={summaryRef} tabIndex={-1} role="group" aria-labelledby="purchase-errors-heading" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4">
      <h3 id="purchase-errors-heading" className="font-bold text-red-900">
        Please fix the following errors:
      </h3>
      <ul className="mt-2 list-disc pl-5">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="text-red-900 underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
      {children}
    </p>
  );
}

/** A FormData value as text ('' when absent). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
