import { describe, expect, it } from 'vitest';
import { formatKms, parseKms, tidyKmsInput } from './kms';

describe('parseKms', () => {
  it('reads whole numbers with or without thousands separators', () => {
    expect(parseKms('45000')).toBe(45_000);
    expect(parseKms('45,000')).toBe(45_000);
    expect(parseKms(' 145 000 ')).toBe(145_000);
    expect(parseKms('1,234,567')).toBe(1_234_567);
    expect(parseKms('0')).toBe(0);
    expect(parseKms('82,500 km')).toBe(82_500);
  });

  it('refuses blanks, decimals, negatives, words and misplaced separators', () => {
    for (const text of ['', '  ', '45.5', '-100', 'lots', '45,00', '4,5000', '1e5', '0x10']) expect(parseKms(text), text).toBeUndefined();
  });
});

describe('formatKms / tidyKmsInput', () => {
  it('groups thousands the Australian way', () => {
    expect(formatKms(45_000)).toBe('45,000');
    expect(formatKms(999)).toBe('999');
    expect(tidyKmsInput('123456')).toBe('123,456');
  });

  it('leaves text it cannot read as typed, for the error to point at', () => {
    expect(tidyKmsInput('45.5')).toBe('45.5');
  });
});
