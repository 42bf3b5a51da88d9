import { describe, expect, it } from 'vitest';
import { profileFrom } from './profile';
import { LeadSubmissionSchema, submissionFromFormData } from './submission';

describe('LeadSubmissionSchema', () => {
  it('fills the context defaults', () => {
    expect(LeadSubmissionSchema.parse({ fields: { name: 'Ann' } })).toEqual({
      fields: { name: 'Ann' },
      context: { visited_pages: [], linked_query_params: {} },
    });
  });

  it.each([
    ['an unknown envelope key', { fields: {}, extra: 1 }],
    ['an unknown context key', { fields: {}, context: { referrer: 'x' } }],
    ['a field name that is not a word', { fields: { 'a b': 1 } }],
    ['a field name over 64 characters', { fields: { ['a'.repeat(65)]: 1 } }],
    ['a __proto__ field', JSON.parse('{"fields":{"__proto__":{"name":"x"}}}') as unknown],
    ['a __proto__ query parameter', JSON.parse('{"fields":{},"context":{"linked_query_params":{"__proto__":"x"}}}') as unknown],
    ['fields as an array', { fields: ['a'] }],
    ['a blank car id', { fields: {}, car_id: '  ' }],
    ['more than 20 visited pages', { fields: {}, context: { visited_pages: Array.from({ length: 21 }, () => '/') } }],
    ['a long honeypot', { fields: {}, company_website: 'x'.repeat(201) }],
  ])('refuses %s', (_, body) => {
    expect(LeadSubmissionSchema.safeParse(body).success).toBe(false);
  });
});

describe('LeadSubmissionSchema started_at', () => {
  it.each<[string, unknown, number | undefined]>([
    ['epoch milliseconds', 1_700_000_000_000, 1_700_000_000_000],
    ['absent', undefined, undefined],
    ['a fraction', 1.5, undefined],
    ['zero', 0, undefined],
    ['negative', -5, undefined],
    ['text', 'yesterday', undefined],
    ['digits as text (JSON)', '1700000000000', undefined],
    ['null', null, undefined],
    ['an object', { t: 1 }, undefined],
    ['past the safe integers', 2 ** 60, undefined],
  ])('%s reads as %s (no start time is for the bot check to judge, not a 400)', (_, started_at, expected) => {
    const parsed = LeadSubmissionSchema.safeParse({ fields: {}, ...(started_at === undefined ? {} : { started_at }) });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.started_at).toBe(expected);
  });
});

describe('submissionFromFormData', () => {
  it('splits reserved keys from fields and converts checkboxes and numbers', () => {
    const form = new URLSearchParams({
      name: 'Ann', opt_in: 'on', terms_agreed: 'true', opt_in_trade: 'off', car_id: 'car-1', started_at: '1700000000000',
      company_website: '', page_url: 'https://dealer.example/cars/x', postcode: '2000',
    });
    const parsed = LeadSubmissionSchema.parse(submissionFromFormData(form));
    expect(parsed).toEqual({
      fields: { name: 'Ann', opt_in: true, terms_agreed: true, opt_in_trade: false, postcode: '2000' },
      car_id: 'car-1',
      started_at: 1700000000000,
      company_website: '',
      context: { page_url: 'https://dealer.example/cars/x', visited_pages: [], linked_query_params: {} },
    });
  });

  it('keeps the last value of a repeated key (hidden "false" then the ticked box)', () => {
    const ticked = new URLSearchParams([['opt_in', 'false'], ['opt_in', 'on']]);
    const unticked = new URLSearchParams([['opt_in', 'false']]);
    expect(submissionFromFormData(ticked)).toMatchObject({ fields: { opt_in: true } });
    expect(submissionFromFormData(unticked)).toMatchObject({ fields: { opt_in: false } });
  });

  it('reads FormData and ignores files', () => {
    const form = new FormData();
    form.append('name', 'Ann');
    form.append('upload', new Blob(['x']), 'x.txt');
    expect(submissionFromFormData(form)).toEqual({ fields: { name: 'Ann' }, context: {} });
  });

  it('leaves a non-numeric started_at and an odd checkbox value for the schemas to judge', () => {
    const body = submissionFromFormData(new URLSearchParams({ started_at: 'soon', opt_in: 'maybe' }));
    expect(body).toMatchObject({ started_at: 'soon', fields: { opt_in: 'maybe' } });
    // The envelope reads the start time as none (the bot check drops it as too fast); the field
    // schema refuses the checkbox.
    const parsed = LeadSubmissionSchema.safeParse(body);
    expect(parsed.success && parsed.data.started_at).toBeUndefined();
  });

  it('refuses a __proto__ field rather than dropping it', () => {
    const body = submissionFromFormData(new URLSearchParams([['__proto__', 'x'], ['name', 'Ann']]));
    expect(LeadSubmissionSchema.safeParse(body).success).toBe(false);
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });
});

describe('profileFrom', () => {
  const full = { name: ' Ann ', last_name: 'Lee', email: 'ann@example.com', phone: '0412345678', postcode: '2000', message: 'hi' };

  it('keeps only the profile fields, trimmed', () => {
    expect(profileFrom(full)).toEqual({ name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412345678', postcode: '2000' });
  });

  it('leaves out blank optional parts', () => {
    expect(profileFrom({ ...full, last_name: '', postcode: undefined })).toEqual({ name: 'Ann', email: 'ann@example.com', phone: '0412345678' });
  });

  it.each(['name', 'email', 'phone'])('stores nothing without %s', (missing) => {
    expect(profileFrom({ ...full, [missing]: '  ' })).toBeUndefined();
    expect(profileFrom({ ...full, [missing]: undefined })).toBeUndefined();
  });
});
