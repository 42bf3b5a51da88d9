'use client';

import type { HTMLAttributes, ReactNode } from 'react';
import { useLeadField } from '../form-context';
import { controlProps, Field } from './Field';

export interface TextFieldProps {
  name: string;
  label?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  /** Autocomplete token (given-name, family-name, email, tel, postal-code, organization...). */
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  className?: string;
  /** Fields whose message depends on this one (the parts request's rego-or-VIN rule). */
  revalidates?: readonly string[];
}

export function TextField({ name, label, hint, type = 'text', autoComplete, inputMode, maxLength, placeholder, className, revalidates }: TextFieldProps) {
  const field = useLeadField(name, label);
  return (
    <Field field={field} hint={hint} className={className}>
      <input
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        {...controlProps(field, Boolean(hint), revalidates)}
      />
    </Field>
  );
}

/** Spec §5: exactly 4 digits, max length 4. */
export function PostcodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'>) {
  return <TextField {...props} inputMode="numeric" maxLength={4} autoComplete="postal-code" />;
}
