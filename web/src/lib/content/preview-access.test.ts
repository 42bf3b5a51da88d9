import { describe, expect, it } from 'vitest';
import { matchesLocalSecret } from './preview-access';

const SECRET = 'a-local-preview-secret-of-32-characters';

describe('the local preview secret', () => {
  it.each([
    [SECRET, true],
    [`${SECRET} `, false],
    [SECRET.slice(0, -1), false],
    [SECRET.toUpperCase(), false],
    ['', false],
    [null, false],
  ])('%j matches: %s', (candidate, expected) => {
    expect(matchesLocalSecret(candidate, SECRET)).toBe(expected);
  });
});
