import { describe, expect, it } from 'vitest';
import { displayMobile, maskedMobile, normaliseMobile, PHONE_MESSAGES } from './phone';

describe('normaliseMobile', () => {
  it.each([
    '0412 345 678',
    '+61 412 345 678',
    '61412345678',
    '0412345678',
    ' 0412-345-678 ',
    '(04) 1234 5678',
    '+61 (0) 412 345 678',
    '+610412345678',
    '0412.345.678',
  ])('accepts %j as +61412345678', (input) => {
    expect(normaliseMobile(input)).toEqual({ ok: true, e164: '+61412345678' });
  });

  it.each(['02 9876 5432', '+61 2 9876 5432', '(03) 9123 4567', '08 8123 4567', '61 7 3123 4567'])(
    'says a landline %j cannot be texted',
    (input) => {
      expect(normaliseMobile(input)).toEqual({ ok: false, error: PHONE_MESSAGES.landline });
    },
  );

  it.each<[string, unknown]>([
    ['too short', '0412 345 67'],
    ['too long', '04123456789'],
    ['a New Zealand mobile', '+64 21 123 4567'],
    ['a UK mobile', '+44 7911 123456'],
    ['a 1300 number', '1300 123 456'],
    ['a 1800 number', '1800 123 456'],
    ['an unallocated 05 number', '0512 345 678'],
    ['an extension', '0412 345 678 ext 3'],
    ['letters', 'call me on 0412345678'],
    ['a number in text', '0412345678abc'],
    ['empty', ''],
    ['spaces', '   '],
    ['a plus only', '+'],
    ['very long', '0'.repeat(200)],
    ['not a string', 412345678],
    ['null', null],
  ])('refuses %s', (_name, input) => {
    expect(normaliseMobile(input)).toEqual({ ok: false, error: PHONE_MESSAGES.invalid });
  });
});

describe('displayMobile and maskedMobile', () => {
  it('write an E.164 mobile the Australian way, and masked', () => {
    expect(displayMobile('+61412345678')).toBe('0412 345 678');
    expect(maskedMobile('+61412345678')).toBe('04•• ••• 678');
  });
});
