import { describe, expect, it } from 'vitest';
import { financeApplicationKeys } from './keys';
import { open, seal } from './seal';

const keys = financeApplicationKeys('a-test-secret-that-is-long-enough-1234567890');
const other = financeApplicationKeys('another-test-secret-that-is-long-enough-0987');
const here = { site: 'gateway-car-superstore', id: '5b0e8f0e-58a5-4f39-8b55-6f2c1b7f1a01' };
const value = { application: { licence_number: 'ABC12345', net_income: 5200, name: 'Zoë' }, version: 1 };

/** The sealed text with one byte of its decoded form flipped. */
function flipped(sealed: string, at: number): string {
  const bytes = Buffer.from(sealed, 'base64url');
  bytes[at] = bytes[at]! ^ 0x01;
  return bytes.toString('base64url');
}

describe('sealing a finance application (AES-256-GCM)', () => {
  it('opens what it sealed, with the same site and id', () => {
    const sealed = seal(keys.seal, here, value);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(open(keys.seal, here, sealed)).toEqual(value);
  });

  it('never shows the details in the sealed text, and seals the same value differently each time (random IV)', () => {
    const a = seal(keys.seal, here, value);
    const b = seal(keys.seal, here, value);
    expect(a).not.toBe(b);
    const decoded = Buffer.from(a, 'base64url').toString('latin1');
    expect(decoded).not.toContain('ABC12345');
    expect(a).not.toContain('ABC12345');
    // iv (12) + ciphertext + tag (16)
    expect(Buffer.from(a, 'base64url').length).toBe(12 + Buffer.byteLength(JSON.stringify(value)) + 16);
  });

  it('refuses a tampered IV, ciphertext or tag', () => {
    const sealed = seal(keys.seal, here, value);
    const length = Buffer.from(sealed, 'base64url').length;
    for (const at of [0, 11, 12, 20, length - 17, length - 16, length - 1]) {
      expect(open(keys.seal, here, flipped(sealed, at)), `byte ${at}`).toBeUndefined();
    }
    expect(open(keys.seal, here, sealed.slice(0, -4))).toBeUndefined();
  });

  it("refuses another site's or another application's additional data, and another key", () => {
    const sealed = seal(keys.seal, here, value);
    expect(open(keys.seal, { ...here, site: 'southern-cross-motors' }, sealed)).toBeUndefined();
    expect(open(keys.seal, { ...here, id: '5b0e8f0e-58a5-4f39-8b55-6f2c1b7f1a02' }, sealed)).toBeUndefined();
    expect(open(other.seal, here, sealed)).toBeUndefined();
  });

  it('refuses junk without throwing', () => {
    for (const junk of ['', 'not base64!', 'AAAA', '=', 'A'.repeat(40)]) expect(open(keys.seal, here, junk)).toBeUndefined();
  });
});

describe('the derived keys', () => {
  it('are 32 bytes, different for each purpose and each secret, and refuse a short secret', () => {
    expect(keys.seal).toHaveLength(32);
    expect(keys.seal.equals(keys.link)).toBe(false);
    expect(keys.link.equals(keys.requestHash)).toBe(false);
    expect(keys.seal.equals(other.seal)).toBe(false);
    expect(financeApplicationKeys('a-test-secret-that-is-long-enough-1234567890').seal.equals(keys.seal)).toBe(true);
    expect(() => financeApplicationKeys('short')).toThrow();
  });
});
