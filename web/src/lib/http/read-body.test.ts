import { describe, expect, it } from 'vitest';
import { BodyTooLarge, readLimited } from './read-body';

// Node's fetch needs duplex: 'half' for a streamed request body.
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x.localhost/api', { method: 'POST', body, headers, duplex: 'half' } as RequestInit & {
    duplex: 'half';
  });

describe('readLimited', () => {
  it('reads a body within the limit as UTF-8', async () => {
    expect(await readLimited(post('héllo'), 6)).toBe('héllo');
    expect(await readLimited(post(null), 10)).toBe('');
  });

  it('refuses a declared content-length over the limit before reading', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(10));
      },
    });
    await expect(readLimited(post(stream, { 'content-length': '11' }), 10)).rejects.toBeInstanceOf(
      BodyTooLarge,
    );
    expect(pulled).toBeLessThanOrEqual(1); // at most the stream's own first pull, never a read loop
  });

  it('stops reading an endless stream once past the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    await expect(readLimited(post(stream), 32 * 1024)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(pulled).toBeLessThan(40);
  });

  it('counts bytes, not characters', async () => {
    await expect(readLimited(post('é'.repeat(6)), 11)).rejects.toBeInstanceOf(BodyTooLarge);
  });
});
