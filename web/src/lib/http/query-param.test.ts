import { describe, expect, it } from 'vitest';
import { queryParam } from './query-param';

describe('queryParam', () => {
  it('takes a single value, cut to the limit, and treats repeats and absence as nothing', () => {
    expect(queryParam('abc')).toBe('abc');
    expect(queryParam('x'.repeat(400))).toHaveLength(300);
    expect(queryParam('abcdef', 3)).toBe('abc');
    expect(queryParam(['a', 'b'])).toBeUndefined();
    expect(queryParam(undefined)).toBeUndefined();
  });
});
