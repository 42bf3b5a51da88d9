import type { ConditionalProperty, ConditionalPropertyCallbackContext } from 'sanity';

/** The Sanity project role whose members run the platform (Studio's `currentUser.roles[].name`). */
export const ADMINISTRATOR_ROLE = 'administrator';

/** Appended to an admin-only field's description, so an editor sees why it is greyed out. */
export const ADMIN_ONLY_NOTE = 'Only platform administrators can change it.';

/** Just the part of Sanity's CurrentUser this needs, so plain objects (and `null`, signed out) pass. */
export interface UserWithRoles {
  roles?: readonly { name: string }[];
}

export function isAdministrator(user: UserWithRoles | null | undefined): boolean {
  return user?.roles?.some((role) => role.name === ADMINISTRATOR_ROLE) ?? false;
}

/**
 * A field only administrators may edit: read-only in the Studio for everyone else, with a note in its
 * description. This is the Studio's form only; the Content Lake still accepts a patch from any editor
 * (see studio/README.md, "Feature flags", for the project roles that enforce it).
 */
export function adminOnly<F extends { name: string; description?: unknown; readOnly?: ConditionalProperty }>(
  field: F,
): F {
  const { description, readOnly } = field;
  // Sanity also takes a React element as a description; the note could not be joined to one.
  if (description !== undefined && typeof description !== 'string')
    throw new Error(`adminOnly(${field.name}): give the field a text description.`);
  return {
    ...field,
    description: description ? `${description} ${ADMIN_ONLY_NOTE}` : ADMIN_ONLY_NOTE,
    readOnly: (context: ConditionalPropertyCallbackContext) =>
      !isAdministrator(context.currentUser) ||
      (typeof readOnly === 'function' ? readOnly(context) : readOnly === true),
  };
}
