/**
 * The site document's admin-only fields, as the Studio compiles them: every field of the Features and
 * Search groups, plus domains and template, is read-only for anyone without the administrator role,
 * and nothing else is.
 */
import { ADMIN_ONLY_NOTE } from '@forecourt/schemas/sanity';
import type { ConditionalPropertyCallbackContext, ObjectSchemaType } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledSiteType } from './flags-tool/test-fixture';

const ADMIN_GROUPS = ['features', 'search'];
const ALSO_ADMIN_ONLY = ['domains', 'template'];

let site: ObjectSchemaType;
beforeAll(async () => {
  site = await compiledSiteType();
});

const user = (...roles: string[]) => ({
  id: 'p1',
  name: 'Pat',
  email: 'pat@example.com',
  roles: roles.map((name) => ({ name, title: name })),
});
const readOnlyFor = (
  field: ObjectSchemaType['fields'][number],
  currentUser: ConditionalPropertyCallbackContext['currentUser'],
) => {
  const { readOnly } = field.type;
  return typeof readOnly === 'function'
    ? readOnly({ document: undefined, parent: undefined, value: undefined, path: [field.name], currentUser })
    : Boolean(readOnly);
};
const groupsOf = (field: ObjectSchemaType['fields'][number]) => [field.group ?? []].flat();
const isAdminOnly = (field: ObjectSchemaType['fields'][number]) =>
  ALSO_ADMIN_ONLY.includes(field.name) || groupsOf(field).some((g) => ADMIN_GROUPS.includes(g));

describe("the site's platform settings belong to administrators", () => {
  it('finds the groups and fields it protects', () => {
    const adminOnly = site.fields.filter(isAdminOnly).map((f) => f.name);
    // A sanity check on the compiled schema, not the list itself: the rule below is per group.
    expect(adminOnly).toEqual(
      expect.arrayContaining([
        'template',
        'domains',
        'features',
        'search_settings',
        'specifications',
        'no_price_text',
      ]),
    );
    expect(adminOnly.length).toBeGreaterThanOrEqual(9);
  });

  it('every field of the Features and Search groups, domains and template: read-only for others, editable for administrators', () => {
    for (const field of site.fields.filter(isAdminOnly)) {
      expect(readOnlyFor(field, user('administrator')), `${field.name} for an administrator`).toBe(false);
      expect(
        readOnlyFor(field, user('administrator', 'editor')),
        `${field.name} for an administrator who also edits`,
      ).toBe(false);
      expect(readOnlyFor(field, user('editor')), `${field.name} for an editor`).toBe(true);
      expect(readOnlyFor(field, user('viewer', 'developer')), `${field.name} for a developer`).toBe(true);
      expect(readOnlyFor(field, null), `${field.name} signed out`).toBe(true);
      expect(field.type.description, field.name).toEqual(expect.stringContaining(ADMIN_ONLY_NOTE));
    }
  });

  it('leaves the ordinary fields, like name, editable by editors', () => {
    const ordinary = site.fields.filter((f) => !isAdminOnly(f));
    expect(ordinary.map((f) => f.name)).toEqual(
      expect.arrayContaining(['name', 'slug', 'phones', 'lead_email', 'theme']),
    );
    for (const field of ordinary) {
      expect(readOnlyFor(field, user('editor')), field.name).toBe(false);
      expect(String(field.type.description ?? ''), field.name).not.toContain(ADMIN_ONLY_NOTE);
    }
  });
});
