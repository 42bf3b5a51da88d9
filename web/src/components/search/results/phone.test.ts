import { describe, expect, it } from 'vitest';
import type { Site } from '@/lib/content/models';
import { searchPhoneNumber } from './phone';

const on = (p: Partial<Site['phones']>) => ({ phones: p as Site['phones'] });

const phones = { main: '02 1111 1111', new: '02 2222 2222', used: '02 3333 3333' };

describe('searchPhoneNumber', () => {
  it('uses the car type number on a one-type search', () => {
    expect(searchPhoneNumber(on(phones), ['used']).phone).toBe('02 3333 3333');
    expect(searchPhoneNumber(on(phones), ['demo']).phone).toBe('02 2222 2222');
  });
  it('uses the override, then the main number on a mixed search', () => {
    expect(searchPhoneNumber(on(phones), ['new', 'used', 'demo']).phone).toBe('02 1111 1111');
    expect(searchPhoneNumber(on({ ...phones, override: '1300 000 000' }), []).phone).toBe('1300 000 000');
  });
  it('falls back to a per-type number, and warns with none', () => {
    expect(searchPhoneNumber(on({ used: '02 3333 3333' }), []).phone).toBe('02 3333 3333');
    const none = searchPhoneNumber(on({}), []);
    expect(none.phone).toBeNull();
    expect(none.warning).toMatch(/No phone number/);
  });
});
