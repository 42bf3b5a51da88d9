import { describe, expect, it } from 'vitest';
import { readViewQuery } from './view-query';

const read = (qs: string) => readViewQuery(new URLSearchParams(qs));

describe('readViewQuery', () => {
  it('reads good values', () => {
    expect(read('photos_count=12&updated_at=2025-07-01T00:00:00Z&website_id=site-1')).toEqual({
      photos_count: 12,
      updated_at: '2025-07-01T00:00:00Z',
      website_id: 'site-1',
    });
  });

  it('drops each malformed value on its own', () => {
    expect(read('photos_count=-1&updated_at=ok&website_id=')).toEqual({ updated_at: 'ok' });
    expect(read('photos_count=1.5')).toEqual({});
    expect(read('photos_count=abc')).toEqual({});
    expect(read(`updated_at=${'x'.repeat(65)}&photos_count=3`)).toEqual({ photos_count: 3 });
  });

  it('ignores anything else', () => {
    expect(read('site=other&car_id=1&__proto__=x')).toEqual({});
  });
});
