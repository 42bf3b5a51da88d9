import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchQuote, YOUX_QUOTE_PATH } from './fetch-quote';

const answer = { weeklyRepaymentAmount: 140.77, advertisedRate: 6.29, comparisonRate: 8.19 };
const key = [YOUX_QUOTE_PATH, 'car-1', '{"purchasePrice":1}'] as const;

function stubFetch(response: Response | Error) {
  const fake = vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fake);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchQuote', () => {
  it('posts the body as JSON to the path and answers the three figures', async () => {
    const fake = stubFetch(Response.json({ ...answer, extra: 'dropped' }));
    await expect(fetchQuote(key)).resolves.toEqual(answer);
    expect(fake).toHaveBeenCalledTimes(1);
    expect(fake).toHaveBeenCalledWith('/api/youx/quote', expect.objectContaining({ method: 'POST', body: '{"purchasePrice":1}', credentials: 'same-origin' }));
  });

  it.each([
    ['a 502', () => Response.json({ error: 'Finance quotes are not available right now.' }, { status: 502 })],
    ['a 400', () => Response.json({ error: 'The year must be 1950 or later.' }, { status: 400 })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a body that is not a quote', () => Response.json({ weeklyRepaymentAmount: '140' })],
    ['no connection', () => new TypeError('Failed to fetch')],
  ])('rejects on %s', async (_name, make) => {
    stubFetch(make());
    await expect(fetchQuote(key)).rejects.toBeInstanceOf(Error);
  });
});
