import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { checkSignature, MAX_AGE_MS, MAX_FUTURE_MS } from './webhook-signature';

const SECRET = 'webhook-signature-test-secret';
const BODY = JSON.stringify({ _type: 'offer', site: 'harbour-toyota' });
const NOW = Date.UTC(2026, 10, 23, 1, 0, 0);

describe('checkSignature', () => {
  it('accepts a header made by Sanity’s own toolkit, at any age inside the window', async () => {
    for (const t of [NOW, NOW - MAX_AGE_MS, NOW + MAX_FUTURE_MS, NOW - 1]) {
      const header = await encodeSignatureHeader(BODY, t, SECRET);
      expect(checkSignature(SECRET, BODY, header, NOW), String(t)).toMatchObject({ ok: true, timestamp: t });
    }
  });

  it('names the same delivery the same way, whatever spelling of the last MAC character', async () => {
    const header = await encodeSignatureHeader(BODY, NOW, SECRET);
    const first = checkSignature(SECRET, BODY, header, NOW);
    // 32 bytes in 43 base64url characters: the last one has two spare bits.
    const last = header.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    const second = checkSignature(SECRET, BODY, header.slice(0, -1) + sibling, NOW);
    expect(second.ok).toBe(true);
    expect(second.ok && first.ok && second.mac === first.mac).toBe(true);
  });

  it.each<[string, (h: string) => string | null, number, number, RegExp]>([
    ['no header', () => null, NOW, 401, /Missing/],
    ['an empty header', () => '  ', NOW, 401, /Missing/],
    ['garbage', () => 'hello', NOW, 400, /Malformed/],
    ['no v1', (h) => h.split(',')[0]!, NOW, 400, /Malformed/],
    ['a hex MAC (another scheme)', (h) => h.replace(/v1=.*/, `v1=${'a'.repeat(64)}`), NOW, 400, /Malformed/],
    ['a non-numeric timestamp', (h) => h.replace(/t=\d+/, 't=abc'), NOW, 400, /Malformed/],
    ['an enormous timestamp', (h) => h.replace(/t=\d+/, `t=${'9'.repeat(30)}`), NOW, 400, /Malformed/],
    ['another body’s MAC', (h) => h.replace(/v1=.{4}/, 'v1=AAAA'), NOW, 401, /Invalid signature/],
    ['a timestamp changed after signing', (h) => h.replace(/t=\d+/, `t=${NOW + 1}`), NOW, 401, /Invalid signature/],
    ['stale: 5 minutes and 1 ms old', (h) => h, NOW + MAX_AGE_MS + 1, 401, /too old/],
    ['from the future: over a minute ahead', (h) => h, NOW - MAX_FUTURE_MS - 1, 401, /future/],
  ])('refuses %s', async (_name, alter, now, status, message) => {
    const header = alter(await encodeSignatureHeader(BODY, NOW, SECRET));
    const result = checkSignature(SECRET, BODY, header, now);
    expect(result).toMatchObject({ ok: false, status });
    expect(!result.ok && result.error).toMatch(message);
  });

  it('refuses a header signed with another secret, or over another body', async () => {
    expect(checkSignature(SECRET, BODY, await encodeSignatureHeader(BODY, NOW, 'another-secret'), NOW)).toMatchObject({ ok: false, status: 401 });
    expect(checkSignature(SECRET, `${BODY} `, await encodeSignatureHeader(BODY, NOW, SECRET), NOW)).toMatchObject({ ok: false, status: 401 });
  });
});
