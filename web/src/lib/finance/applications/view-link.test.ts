import { describe, expect, it } from 'vitest';
import { financeApplicationKeys } from './keys';
import { isApplicationId, verifyViewLink, VIEW_LINK_TTL_MS, viewLinkPath } from './view-link';

const keys = financeApplicationKeys('a-test-secret-that-is-long-enough-1234567890');
const target = { site: 'gateway-car-superstore', id: '5b0e8f0e-58a5-4f39-8b55-6f2c1b7f1a01' };
const NOW = new Date('2025-07-01T02:00:00Z');

function parts(path: string): { path: string; expires: string; sig: string } {
  const url = new URL(path, 'http://x.localhost');
  return { path: url.pathname, expires: url.searchParams.get('expires') ?? '', sig: url.searchParams.get('sig') ?? '' };
}

describe('the signed view link', () => {
  it('is /finance-applications/{id}?expires=…&sig=…, valid for 30 days', () => {
    const link = parts(viewLinkPath(keys.link, target, NOW));
    expect(link.path).toBe(`/finance-applications/${target.id}`);
    expect(Number(link.expires)).toBe(Math.ceil((NOW.getTime() + VIEW_LINK_TTL_MS) / 1000));
    expect(link.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyViewLink(keys.link, target, link, NOW)).toBe(true);
    expect(verifyViewLink(keys.link, target, link, new Date(NOW.getTime() + VIEW_LINK_TTL_MS - 1000))).toBe(true);
  });

  it('refuses an expired link', () => {
    const link = parts(viewLinkPath(keys.link, target, NOW));
    expect(verifyViewLink(keys.link, target, link, new Date(NOW.getTime() + VIEW_LINK_TTL_MS))).toBe(false);
    expect(verifyViewLink(keys.link, target, link, new Date(NOW.getTime() + VIEW_LINK_TTL_MS + 1000))).toBe(false);
  });

  it('refuses a stretched expiry, another id, another site, another key and a changed signature', () => {
    const link = parts(viewLinkPath(keys.link, target, NOW));
    expect(verifyViewLink(keys.link, target, { ...link, expires: String(Number(link.expires) + 86_400) }, NOW)).toBe(false);
    expect(verifyViewLink(keys.link, { ...target, id: '5b0e8f0e-58a5-4f39-8b55-6f2c1b7f1a02' }, link, NOW)).toBe(false);
    expect(verifyViewLink(keys.link, { ...target, site: 'southern-cross-motors' }, link, NOW)).toBe(false);
    expect(verifyViewLink(keys.seal, target, link, NOW)).toBe(false);
    const changed = `${link.sig.slice(0, -1)}${link.sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyViewLink(keys.link, target, { ...link, sig: changed }, NOW)).toBe(false);
  });

  it('refuses missing, repeated or malformed parameters without throwing', () => {
    const link = parts(viewLinkPath(keys.link, target, NOW));
    const cases: { expires: unknown; sig: unknown }[] = [
      { expires: undefined, sig: link.sig },
      { expires: link.expires, sig: undefined },
      { expires: [link.expires, link.expires], sig: link.sig },
      { expires: link.expires, sig: [link.sig] },
      { expires: `${link.expires}.0`, sig: link.sig },
      { expires: '-1', sig: link.sig },
      { expires: '9'.repeat(400), sig: link.sig },
      { expires: link.expires, sig: `${link.sig}=` },
      { expires: link.expires, sig: '' },
    ];
    for (const c of cases) expect(verifyViewLink(keys.link, target, c, NOW), JSON.stringify(c)).toBe(false);
  });

  it('looks up UUIDs only', () => {
    expect(isApplicationId(target.id)).toBe(true);
    for (const id of ['', '../x', `${target.id}x`, target.id.toUpperCase(), '__proto__']) expect(isApplicationId(id)).toBe(false);
  });
});
