// @vitest-environment jsdom
/**
 * The fetched quote in a page: '…' while asked, the figures once answered, dashes on any failure;
 * one request per car for the page's life (Strict Mode and remounts included), a failure asked again
 * by a later mount.
 */
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { LiveQuote } from './LiveQuote';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let answer: () => Response;
const fetchSpy = vi.fn(() => Promise.resolve(answer()));
let container: HTMLDivElement;
// One SWR cache per test, as one page's life.
let cache = new Map();
let root: Root;
beforeEach(() => {
  cache = new Map();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const mount = () =>
  act(() => {
    root.render(
      <StrictMode>
        <SWRConfig value={{ provider: () => cache }}>
          <LiveQuote
            carId="car-1"
            body='{"purchasePrice":25990}'
            parts={{
              headingId: 'q',
              heading: <h2 id="q">Your personalised quote</h2>,
              labels: [
                <dt key="1">Weekly repayment</dt>,
                <dt key="2">Advertised rate</dt>,
                <dt key="3">Comparison rate</dt>,
              ],
              footnote: <p>footnote</p>,
            }}
          />
        </SWRConfig>
      </StrictMode>,
    );
  });
const section = () => container.querySelector('section')!;
const until = (state: string) =>
  vi.waitFor(
    async () => {
      await act(() => new Promise((r) => setTimeout(r, 10)));
      expect(section().getAttribute('data-state')).toBe(state);
    },
    { timeout: 10_000 },
  );

describe('LiveQuote', () => {
  it('loads, then shows the answer; asks once for the page', async () => {
    answer = () => Response.json({ weeklyRepaymentAmount: 139.6, advertisedRate: 6.49, comparisonRate: 7.3 });
    mount();
    expect(section().getAttribute('data-state')).toBe('loading');
    expect(section().getAttribute('aria-busy')).toBe('true');
    expect(section().textContent).toContain('…');
    await until('ready');
    expect(section().textContent).toContain('From $140 per week');
    expect(section().textContent).toContain('6.49% p.a.');
    expect(section().textContent).toContain('footnote');
    act(() => root.render(<p />));
    mount();
    await until('ready');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('shows dashes on a failure, and a later mount asks again', async () => {
    answer = () => Response.json({ error: 'unavailable' }, { status: 503 });
    mount();
    await until('failed');
    expect(section().textContent).toContain('–');
    expect(section().textContent).not.toMatch(/unavailable|error/i);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    act(() => root.render(<p />));
    mount();
    await until('failed');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
