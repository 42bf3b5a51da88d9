'use client';

/**
 * A single checkbox (marketing opt-in, finance/trade-in interest, terms). A hidden 'false' goes
 * before it so a form posted without JavaScript says "unticked" instead of nothing — silence must
 * never be read as marketing consent (see submissionFromFormData).
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useLeadField } from '../form-context';
import { FieldError, RequiredMark } from './Field';

export function CheckboxField({ name, label, hint, className }: { name: string; label?: ReactNode; hint?: ReactNode; className?: string }) {
  const field = useLeadField(name);
  return (
    <div className={className} data-field={name}>
      <input type="hidden" name={name} value="false" />
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          type="checkbox"
          required={field.required}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.describedBy(Boolean(hint))}
          className="mt-0.5 size-5 shrink-0 accent-brand"
          defaultChecked={field.current === true}
          {...field.form.register(name)}
        />
        <label htmlFor={field.id} className="text-sm text-gray-900">
          {label ?? field.label}
          {field.required ? <RequiredMark /> : null}
        </label>
      </div>
      {hint ? (
        <p id={field.hintId} className="mt-1 ml-8 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      <div className="ml-8">
        <FieldError field={field} />
      </div>
    </div>
  );
}

/** The terms agreement (spec §5, some sites), linking to the site's terms page. */
export function TermsField({ href = '/terms-and-conditions', disclaimer }: { href?: string; disclaimer?: string }) {
  return (
    <CheckboxField
      name="terms_agreed"
      hint={disclaimer}
      label={
        <>
          I agree to the{' '}
          <Link href={href} prefetch={false} target="_blank" className="font-semibold text-brand-text underline underline-offset-2">
            terms of use<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </>
      }
    />
  );
}
