'use client';

/**
 * The date of birth: a native date input (the browser's own accessible date entry; it sends
 * YYYY-MM-DD, which the shared schema checks), in the lead form kit's field frame.
 */
import { controlProps, Field } from '@/components/leads/fields/Field';
import { useLeadField } from '@/components/leads/form-context';

export function DateOfBirthField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const field = useLeadField(name, label);
  return (
    <Field field={field} hint={hint}>
      <input type="date" autoComplete="bday" min="1900-01-01" {...controlProps(field, Boolean(hint))} />
    </Field>
  );
}
