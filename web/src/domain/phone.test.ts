import { describe, expect, it } from 'vitest';
import { callPhoneNumber, displayedPhone, maskPhone, telHref } from './phone';

type Phones = Parameters<typeof callPhoneNumber>[0]['phones'];
const site = (phones: Partial<Phones>) => ({
  phones: {
    main: undefined, override: undefined, new: undefined, used: undefined, demo: undefined,
    service: undefined, parts: undefined, whatsapp: undefined, ...phones,
  },
});
const car = (car_type: 'new' | 'used' | 'demo', phone?: string) => ({
  car_type,
  slug: 'a-car',
  location: { name: 'Yard', slug: 'yard', phone },
});

describe('callPhoneNumber (spec §5)', () => {
  const all = { override: '1300 000 000', new: '02 1111 1111', used: '02 2222 2222', demo: '02 3333 3333', main: '02 4444 4444' };

  it('prefers the override over everything', () => {
    expect(callPhoneNumber(site(all), car('used', '02 5555 5555'))).toEqual({ phone: '1300 000 000', source: 'override' });
  });

  it.each([
    ['new', '02 1111 1111'],
    ['used', '02 2222 2222'],
    ['demo', '02 3333 3333'],
  ] as const)('uses the %s number for a %s car', (type, phone) => {
    expect(callPhoneNumber(site({ ...all, override: undefined }), car(type))).toEqual({ phone, source: 'car-type' });
  });

  it('falls back from demo to new', () => {
    expect(callPhoneNumber(site({ new: '02 1111 1111', main: '02 4444 4444' }), car('demo'))).toEqual({
      phone: '02 1111 1111',
      source: 'demo-as-new',
    });
  });

  it('does not use the new number for a used car; falls to the main (default) number', () => {
    expect(callPhoneNumber(site({ new: '02 1111 1111', main: '02 4444 4444' }), car('used'))).toEqual({
      phone: '02 4444 4444',
      source: 'main',
    });
  });

  it('falls back to the location phone', () => {
    expect(callPhoneNumber(site({ service: '02 9999 0000' }), car('new', '02 5555 5555'))).toEqual({
      phone: '02 5555 5555',
      source: 'location',
    });
  });

  it('ignores blank numbers', () => {
    expect(callPhoneNumber(site({ override: '  ', used: '' }), car('used', ' 02 5555 5555 ')).phone).toBe('02 5555 5555');
  });

  it('returns null with a warning when there is no number', () => {
    const result = callPhoneNumber(site({}), car('used'));
    expect(result.phone).toBeNull();
    expect(result.warning).toMatch(/No phone number for car a-car/);
    expect(callPhoneNumber(site({}), { car_type: 'new' }).warning).toMatch(/^No phone number \(car type new\)/);
  });
});

describe('phone reveal (spec §4)', () => {
  it('stars everything after the first 5 characters', () => {
    expect(maskPhone('0299 1234')).toBe('0299 ****');
    expect(maskPhone('02 9999 1234')).toBe('02 99*******');
    expect(maskPhone('0412 345 678')).toBe('0412 *******');
    expect(maskPhone('+61 2 9999 1234')).toBe('+61 2**********');
  });

  it('keeps short numbers and trims whitespace', () => {
    expect(maskPhone('000')).toBe('000');
    expect(maskPhone('13 13')).toBe('13 13');
    expect(maskPhone('  0299 1234 ')).toBe('0299 ****');
    expect(maskPhone('')).toBe('');
  });

  it('masks only on masked sites until revealed', () => {
    expect(displayedPhone('0299 1234', 'masked', false)).toBe('0299 ****');
    expect(displayedPhone('0299 1234', 'masked', true)).toBe('0299 1234');
    expect(displayedPhone('0299 1234', 'direct', false)).toBe('0299 1234');
  });
});

describe('telHref', () => {
  it.each([
    ['0299 1234', 'tel:02991234'],
    ['(02) 9999-1234', 'tel:0299991234'],
    ['+61 2 9999 1234', 'tel:+61299991234'],
    [' +61 (0)412 345 678 ', 'tel:+610412345678'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('drops a + that is not leading, and returns null with no digits', () => {
    expect(telHref('02 +9999')).toBe('tel:029999');
    expect(telHref('call us')).toBeNull();
    expect(telHref('+')).toBeNull();
  });
});
