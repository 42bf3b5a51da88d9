import { describe, expect, it } from 'vitest';
import { maskedLicence } from './driver-licence';

describe('maskedLicence', () => {
  it('shows the state and the last three characters only', () => {
    expect(maskedLicence('ab 123-4567', 'NSW')).toBe('NSW, ending 567');
    expect(maskedLicence('12345678', undefined)).toBe('ending 678');
  });

  it('withholds a number too short to show part of, and says nothing without one', () => {
    expect(maskedLicence('123', 'VIC')).toBe('VIC, number withheld');
    expect(maskedLicence('', 'VIC')).toBeUndefined();
    expect(maskedLicence(undefined, 'VIC')).toBeUndefined();
  });
});
