import {
  defineField,
  type ConditionalPropertyCallback,
  type ConditionalPropertyCallbackContext,
} from 'sanity';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_NOTE, adminOnly, isAdministrator } from './admin-only';

const role = (name: string) => ({ name, title: name });
const context = (roles: string[] | null, value?: unknown): ConditionalPropertyCallbackContext => ({
  document: undefined,
  parent: undefined,
  value,
  path: [],
  currentUser: roles && { id: 'u', name: 'U', email: 'u@example.com', roles: roles.map(role) },
});
const callback = (readOnly: unknown) => {
  expect(readOnly).toBeTypeOf('function');
  return readOnly as ConditionalPropertyCallback;
};

describe('isAdministrator', () => {
  it('is true only for a user holding the administrator role', () => {
    expect(isAdministrator({ roles: [role('editor'), role('administrator')] })).toBe(true);
    expect(isAdministrator({ roles: [role('editor')] })).toBe(false);
    expect(isAdministrator({ roles: [role('Administrator')] })).toBe(false);
    expect(isAdministrator({ roles: [] })).toBe(false);
    expect(isAdministrator({})).toBe(false);
    expect(isAdministrator(null)).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });
});

describe('adminOnly', () => {
  it('makes a field read-only for everyone but administrators, and says so', () => {
    const field = adminOnly(
      defineField({ name: 'domains', type: 'array', of: [{ type: 'string' }], description: 'Host names.' }),
    );
    const readOnly = callback(field.readOnly);
    expect(readOnly(context(['administrator']))).toBe(false);
    expect(readOnly(context(['editor']))).toBe(true);
    expect(readOnly(context(null))).toBe(true);
    expect(field.description).toBe(`Host names. ${ADMIN_ONLY_NOTE}`);
    expect(field.name).toBe('domains');
  });

  it('gives a field without a description the note alone', () => {
    expect(adminOnly(defineField({ name: 'template', type: 'string' })).description).toBe(ADMIN_ONLY_NOTE);
  });

  it("keeps a field's own read-only rule for administrators too", () => {
    const field = adminOnly(
      defineField({ name: 'x', type: 'string', readOnly: ({ value }) => value === 'locked' }),
    );
    expect(callback(field.readOnly)(context(['administrator'], 'locked'))).toBe(true);
    expect(callback(field.readOnly)(context(['administrator'], 'open'))).toBe(false);
    const always = adminOnly(defineField({ name: 'y', type: 'string', readOnly: true }));
    expect(callback(always.readOnly)(context(['administrator']))).toBe(true);
  });
});
