/**
 * The lead profile kept in the browser (spec §5 "Client data saved locally only when name, email and
 * phone are all present"): plain functions, no zod, so the lead forms' first load need not carry it.
 */

/** The profile stored locally only when name, email and phone are all present (spec §5). */
export const PROFILE_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

export interface LeadProfile {
  name: string;
  last_name?: string;
  email: string;
  phone: string;
  postcode?: string;
}

const present = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/** The profile to remember for next time, or undefined unless name, email and phone are all present. */
export function profileFrom(fields: Record<string, unknown>): LeadProfile | undefined {
  const { name, last_name, email, phone, postcode } = fields;
  if (!present(name) || !present(email) || !present(phone)) return undefined;
  return {
    name: name.trim(),
    ...(present(last_name) ? { last_name: last_name.trim() } : {}),
    email: email.trim(),
    phone: phone.trim(),
    ...(present(postcode) ? { postcode: postcode.trim() } : {}),
  };
}
