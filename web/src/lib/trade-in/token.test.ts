import { describe, expect, it } from 'vitest';
import { tradeInToken, verifyTradeInToken } from './token';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const LEAD = '0b7d9c8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

describe('trade-in token', () => {
  it('is a 43-character base64url HMAC that verifies for its site and lead', () => {
    const token = tradeInToken(SECRET, 'gateway-car-superstore', LEAD);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tradeInToken(SECRET, 'gateway-car-superstore', LEAD)).toBe(token);
    expect(verifyTradeInToken(SECRET, 'gateway-car-superstore', LEAD, token)).toBe(true);
  });

  it.each([
    ['another site', () => verifyTradeInToken(SECRET, 'harbour-toyota', LEAD, tradeInToken(SECRET, 'gateway-car-superstore', LEAD))],
    ['another lead', () => verifyTradeInToken(SECRET, 'gateway-car-superstore', LEAD.replace('0b', '1b'), tradeInToken(SECRET, 'gateway-car-superstore', LEAD))],
    ['another secret', () => verifyTradeInToken(`${SECRET}x`, 'gateway-car-superstore', LEAD, tradeInToken(SECRET, 'gateway-car-superstore', LEAD))],
    ['a site and lead shifted across the separator', () => verifyTradeInToken(SECRET, 'a', `b\u0000${LEAD}`, tradeInToken(SECRET, 'a\u0000b', LEAD))],
    ['a token one character off', () => {
      const token = tradeInToken(SECRET, 's', LEAD);
      return verifyTradeInToken(SECRET, 's', LEAD, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    }],
    ['a token too short', () => verifyTradeInToken(SECRET, 's', LEAD, tradeInToken(SECRET, 's', LEAD).slice(1))],
    ['a token too long', () => verifyTradeInToken(SECRET, 's', LEAD, `${tradeInToken(SECRET, 's', LEAD)}=`)],
    ['an empty token', () => verifyTradeInToken(SECRET, 's', LEAD, '')],
    ['a non-ASCII token of the right length', () => verifyTradeInToken(SECRET, 's', LEAD, 'é'.repeat(43))],
  ])('refuses %s', (_name, verify) => {
    expect(verify()).toBe(false);
  });
});
