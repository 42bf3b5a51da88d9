import { describe, expect, it } from 'vitest';
import { STOP_PAGE, stopHref, stopToken, verifyStopToken } from './stop-link';

const SECRET = 'stop-link-test-secret-0123456789';
const SITE = 'harbour-toyota';
const USER = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

describe('the stop link', () => {
  it('verifies its own token, and nothing else', () => {
    const token = stopToken(SECRET, SITE, USER);
    expect(verifyStopToken(SECRET, SITE, USER, token)).toBe(true);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect.soft(verifyStopToken(SECRET, SITE, USER, flipped), 'tampered').toBe(false);
    expect.soft(verifyStopToken(SECRET, SITE, 'another-user', token), 'another user').toBe(false);
    expect.soft(verifyStopToken(SECRET, 'coorong-caravans', USER, token), 'another site').toBe(false);
    expect.soft(verifyStopToken('another-secret', SITE, USER, token), 'another secret').toBe(false);
    expect.soft(verifyStopToken(SECRET, SITE, USER, ''), 'empty').toBe(false);
    expect.soft(verifyStopToken(SECRET, SITE, USER, `${token}x`), 'longer').toBe(false);
    expect.soft(verifyStopToken(SECRET, SITE, USER, token.slice(1)), 'shorter').toBe(false);
    expect.soft(verifyStopToken(SECRET, SITE, '', stopToken(SECRET, SITE, '')), 'no user').toBe(false);
    // The token is not the unsubscribe link's (another purpose, another prefix).
    expect.soft(stopToken(SECRET, SITE, USER)).not.toBe(stopToken(SECRET, SITE, `${USER} `));
  });

  it('builds /alerts/stop?u=…&t=…', () => {
    const href = stopHref(SECRET, SITE, USER);
    const url = new URL(href, 'https://example.com');
    expect(url.pathname).toBe(STOP_PAGE);
    expect(url.searchParams.get('u')).toBe(USER);
    expect(verifyStopToken(SECRET, SITE, USER, url.searchParams.get('t')!)).toBe(true);
  });
});
