'use client';

/** A value sent with the form but not shown (request-photos message, a preset category). */
import { useLeadField } from '../form-context';

export function HiddenField({ name }: { name: string }) {
  const field = useLeadField(name);
  const value = field.initial;
  return <input type="hidden" defaultValue={typeof value === 'string' || typeof value === 'number' ? String(value) : undefined} {...field.form.register(name)} />;
}
