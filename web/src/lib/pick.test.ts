import { describe, expect, it } from 'vitest';
import { pick } from './pick';

describe('pick', () => {
  it('keeps only the named fields, leaving out undefined ones', () => {
    const car = { id: 'a', slug: 's', price: 10, badge: undefined as string | undefined, comments: 'long' };
    expect(pick(car, ['id', 'slug', 'badge'])).toEqual({ id: 'a', slug: 's' });
    expect(Object.keys(pick(car, ['id', 'badge']))).toEqual(['id']);
  });

  it('keeps falsy values that are set', () => {
    expect(pick({ km: 0, reserved: false, name: '' }, ['km', 'reserved', 'name'])).toEqual({ km: 0, reserved: false, name: '' });
  });
});
