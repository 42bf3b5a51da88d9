import { describe, expect, it } from 'vitest';
import { copyrightLine, visibleSocialLinks } from './footer';

describe('copyrightLine', () => {
  const now = new Date('2027-03-01T00:00:00Z');
  it('uses the current year and one dealership’s numbers', () => {
    expect(
      copyrightLine('Harbour Toyota', [{ name: 'Harbour Toyota', dealer_license_number: 'MD1', motor_vehicle_repairer: 'MVRL2' }], now),
    ).toBe('© 2027 Harbour Toyota · Dealer Licence MD1 · Repairer Licence MVRL2');
  });
  it('names each dealership when there are several and skips ones without numbers', () => {
    expect(
      copyrightLine('Group', [
        { name: 'A', dealer_license_number: '1' },
        { name: 'B' },
        { name: 'C', motor_vehicle_repairer: '3' },
      ], now),
    ).toBe('© 2027 Group · A: Dealer Licence 1 · C: Repairer Licence 3');
  });
  it('is just the name and year without numbers', () => {
    expect(copyrightLine('X', [], now)).toBe('© 2027 X');
  });
});

describe('visibleSocialLinks', () => {
  const social = { facebook: 'https://facebook.com/x', instagram: '', youtube: 'http://insecure.example', tiktok: undefined };
  it('shows nothing when the flag is off', () => {
    expect(visibleSocialLinks(social, false)).toEqual([]);
  });
  it('shows only networks with an https URL when on', () => {
    expect(visibleSocialLinks(social, true).map((l) => l.network)).toEqual(['facebook']);
  });
});
