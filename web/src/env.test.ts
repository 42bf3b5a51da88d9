import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('TRUSTED_PROXY_COUNT', () => {
  it.each<[string | undefined, number]>([
    [undefined, 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['10', 10],
  ])('%j → %d', (value, expected) => {
    expect(parseEnv({ TRUSTED_PROXY_COUNT: value }).TRUSTED_PROXY_COUNT).toBe(expected);
  });

  it.each(['-1', '11', '1.5', 'one', '1e3', 'Infinity'])('refuses %j', (value) => {
    expect(() => parseEnv({ TRUSTED_PROXY_COUNT: value })).toThrow(/TRUSTED_PROXY_COUNT/);
  });
});
