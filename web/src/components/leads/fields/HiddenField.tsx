'use client';

/** A value sent with the form but not shown (request-photos message, a preset category). */
import { useLeadFormState } from '../form-context';
import { useFormContext } from 'react-hook-form';

export function HiddenField({ name }: { name: string }) {
  useLeadFormState();
  const { register } = useFormContext();
  return <input type="hidden" {...register(name)} />;
}
