import { describe, expect, it } from 'vitest';
import { unsubscribeHref, unsubscribeToken, verifyUnsubscribeToken } from './link';

const SECRET = 'a-test-secret-that-is-long-enough-1234567890';

describe('the signed unsubscribe link', () => {
  const token = unsubscribeToken(SECRET, 'harbour-toyota', 'Zoe@Example.com ');

  it('verifies for the address it was made for, however the address is cased or spaced', () => {
    expect(verifyUnsubscribeToken(SECRET, 'harbour-toyota', 'zoe@example.com', token)).toBe(true);
    expect(verifyUnsubscribeToken(SECRET, 'harbour-toyota', ' ZOE@EXAMPLE.COM', token)).toBe(true);
  });

  it.each([
    ['another address', 'harbour-toyota', 'zoe2@example.com', token],
    ['another dealer', 'coorong-caravans', 'zoe@example.com', token],
    ['a changed token', 'harbour-toyota', 'zoe@example.com', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    ['a short token', 'harbour-toyota', 'zoe@example.com', token.slice(0, 20)],
    ['an empty token', 'harbour-toyota', 'zoe@example.com', ''],
    ['a token with other characters', 'harbour-toyota', 'zoe@example.com', `${token.slice(0, -1)}=`],
  ])('refuses %s', (_, site, email, given) => {
    expect(verifyUnsubscribeToken(SECRET, site, email, given)).toBe(false);
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyUnsubscribeToken(`${SECRET}x`, 'harbour-toyota', 'zoe@example.com', token)).toBe(false);
  });

  it('puts the normalised address and its token in the query', () => {
    const href = unsubscribeHref('/pages/unsubscribe', SECRET, 'harbour-toyota', 'Zoe+cars@Example.com');
    const url = new URL(href, 'https://www.harbourtoyota.com.au');
    expect(url.pathname).toBe('/pages/unsubscribe');
    expect(url.searchParams.get('email')).toBe('zoe+cars@example.com');
    expect(verifyUnsubscribeToken(SECRET, 'harbour-toyota', url.searchParams.get('email')!, url.searchParams.get('token')!)).toBe(true);
  });
});
