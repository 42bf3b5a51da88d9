import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash, sha256 } from './hashing';

describe('hashing', () => {
  it('sha256 is the hex digest', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('canonical JSON sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('the request hash ignores key order but not values, the car or the form', () => {
    const base = requestHash('enquiry', 'car-1', { name: 'Zoë', email: 'z@example.com' });
    expect(requestHash('enquiry', 'car-1', { email: 'z@example.com', name: 'Zoë' })).toBe(base);
    expect(requestHash('enquiry', 'car-1', { email: 'z@example.com', name: 'Zoe' })).not.toBe(base);
    expect(requestHash('enquiry', 'car-2', { email: 'z@example.com', name: 'Zoë' })).not.toBe(base);
    expect(requestHash('test_drive', 'car-1', { email: 'z@example.com', name: 'Zoë' })).not.toBe(base);
    expect(requestHash('enquiry', undefined, { email: 'z@example.com', name: 'Zoë' })).not.toBe(base);
  });
});
