import { CONTACT_CATEGORIES, leadFormSchema, type FormOptions } from '@forecourt/schemas/leads';
import { describe, expect, it } from 'vitest';
import { fieldsToSend, initialValues, schemaMeta } from './schema-meta';

const base: FormOptions = { termsRequired: false, commentsRequired: true, locations: [], dealerships: [] };

describe('schemaMeta', () => {
  it('reads required fields and defaults from the shared schema, consent last', () => {
    const meta = schemaMeta('contact', { ...base, termsRequired: true, locations: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] });
    expect(meta.fields.slice(-2)).toEqual(['opt_in', 'terms_agreed']);
    expect([...meta.required]).toEqual(expect.arrayContaining(['name', 'last_name', 'email', 'phone', 'message', 'location_id', 'terms_agreed']));
    expect(meta.required.has('Rego')).toBe(false);
    expect(meta.defaults).toMatchObject({ opt_in: true, category: CONTACT_CATEGORIES[0] });
  });

  it('follows the site options: optional comments, a single location auto-selected, no terms', () => {
    const meta = schemaMeta('contact', { ...base, commentsRequired: false, locations: [{ id: 'only', name: 'Only' }] });
    expect(meta.required.has('message')).toBe(false);
    expect(meta.required.has('location_id')).toBe(false);
    expect(meta.defaults.location_id).toBe('only');
    expect(meta.required.has('terms_agreed')).toBe(false);
  });

  it('builds initial values (presets over defaults) and sends only non-blank own fields the schema accepts', () => {
    const options = { ...base, commentsRequired: false };
    const meta = schemaMeta('contact', options);
    const values = initialValues(meta, { category: 'Feedback', unknown: 'x' });
    expect(values).toMatchObject({ name: '', category: 'Feedback', opt_in: true, terms_agreed: false });
    expect(values).not.toHaveProperty('unknown');
    const sent = fieldsToSend(meta, { ...values, name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412 345 678', extra: 'x' });
    expect(sent).not.toHaveProperty('extra');
    expect(sent).not.toHaveProperty('Rego');
    expect(leadFormSchema('contact', options).safeParse(sent).success).toBe(true);
  });
});
