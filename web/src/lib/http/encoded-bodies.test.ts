import { describe, expect, it } from 'vitest';
import { MIN_KEPT_LENGTH, createEncodedBodies, endChunk, sharedCacheable } from './encoded-bodies';

/** A page-sized body with the characters a page has outside ASCII (a two-byte string in V8). */
const page = (n: number) => `<p>Page ${n} — 2.2′ × 4.9″ · © Harbour Toyota… ${'x'.repeat(MIN_KEPT_LENGTH)}</p>`;
const response = (cacheControl?: string | string[]) => ({ getHeader: (name: string) => (name === 'cache-control' ? cacheControl : undefined) });
const ISR = 's-maxage=300, stale-while-revalidate=31535700';

describe('createEncodedBodies', () => {
  it('gives the UTF-8 bytes of the text, the same Buffer each time the text is sent again', () => {
    const bodies = createEncodedBodies(1_000_000);
    const text = page(1);
    const first = bodies.bytesOf(text);
    expect(first.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(bodies.bytesOf(text)).toBe(first);
    // An equal string that is another object (a page regenerated with the same HTML) finds the bytes too.
    expect(bodies.bytesOf(`${text.slice(0, 10)}${text.slice(10)}`)).toBe(first);
    expect(bodies.size()).toEqual({ bodies: 1, bytes: first.length });
  });

  it('drops the least recently sent bodies beyond its byte budget', () => {
    const size = Buffer.byteLength(page(1));
    const bodies = createEncodedBodies(size * 4);
    const kept = [1, 2, 3, 4].map((n) => bodies.bytesOf(page(n)));
    bodies.bytesOf(page(1)); // sent again: now the most recent
    bodies.bytesOf(page(5)); // over budget: page 2, the least recently sent, goes
    expect(bodies.size()).toEqual({ bodies: 4, bytes: size * 4 });
    expect(bodies.bytesOf(page(1))).toBe(kept[0]);
    expect(bodies.bytesOf(page(3))).toBe(kept[2]);
    expect(bodies.bytesOf(page(2))).not.toBe(kept[1]);
  });

  it('does not keep a body larger than a quarter of the budget', () => {
    const bodies = createEncodedBodies(Buffer.byteLength(page(1)) * 3);
    const bytes = bodies.bytesOf(page(1));
    expect(bytes.equals(Buffer.from(page(1)))).toBe(true);
    expect(bodies.size()).toEqual({ bodies: 0, bytes: 0 });
  });
});

describe('sharedCacheable', () => {
  it.each<[string | string[] | undefined, boolean]>([
    [ISR, true],
    ['s-maxage=31536000', true],
    ['public, S-MAXAGE=60', true],
    [['public', 's-maxage=60'], true],
    ['private, no-cache, no-store, max-age=0, must-revalidate', false],
    ['private, s-maxage=60', false],
    ['s-maxage=60, no-store', false],
    ['public, max-age=31536000, immutable', false],
    ['x-s-maxage=60', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(sharedCacheable(response(header))).toBe(expected);
  });
});

describe('endChunk', () => {
  const bodies = () => createEncodedBodies(10_000_000);

  it('sends a cached page’s string as its kept bytes', () => {
    const store = bodies();
    const chunk = endChunk(response(ISR), page(1), undefined, store);
    expect(Buffer.isBuffer(chunk)).toBe(true);
    expect(endChunk(response(ISR), page(1), 'utf8', store)).toBe(chunk);
    expect(endChunk(response(ISR), page(1), () => undefined, store)).toBe(chunk);
  });

  it.each<[string, unknown, unknown, string | undefined]>([
    ['a page rendered for one request', page(1), undefined, 'private, no-cache, no-store, max-age=0, must-revalidate'],
    ['a response with no Cache-Control', page(1), undefined, undefined],
    ['a short body', 'ok', undefined, ISR],
    ['a body already in bytes', Buffer.from(page(1)), undefined, ISR],
    ['a string in another encoding', page(1), 'latin1', ISR],
    ['no body (HEAD)', null, undefined, ISR],
  ])('leaves %s as it is', (_, chunk, encoding, cacheControl) => {
    const store = bodies();
    expect(endChunk(response(cacheControl), chunk, encoding, store)).toBe(chunk);
    expect(store.size().bodies).toBe(0);
  });
});
