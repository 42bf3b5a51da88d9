// @vitest-environment jsdom
/**
 * The fetched quote in a page: '…' while asked, the figures once answered, dashes on any failure;
 * one request per car for the page's life (Strict Mode and remounts included), a failure asked again
 * by a later mount.
 */
import { act, StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { domRoot, until } from '../../../../test/support/dom-root';
import { LiveQuote } from './LiveQuote';

let answer: () => Response;
const fetchSpy = vi.fn(() => Promise.resolve(answer()));
const dom = domRoot({ afterUnmount: () => vi.unstubAllGlobals() });
// One SWR cache per test, as one page's life.
let cache = new Map();
beforeEach(() => {
  cache = new Map();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

const mount = () =>
  act(() => {
    dom.root.render(
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
const section = () => dom.container.querySelector('section')!;
const untilState = (state: string) => until(() => expect(section().getAttribute('data-state')).toBe(state));

describe('LiveQuote', () => {
  it('loads, then shows the answer; asks once for the page', async () => {
    answer = () => Response.json({ weeklyRepaymentAmount: 139.6, advertisedRate: 6.49, comparisonRate: 7.3 });
    mount();
    expect(section().getAttribute('data-state')).toBe('loading');
    expect(section().getAttribute('aria-busy')).toBe('true');
    expect(section().textContent).toContain('…');
    await untilState('ready');
    expect(section().textContent).toContain('From $140 per week');
    expect(section().textContent).toContain('6.49% p.a.');
    expect(section().textContent).toContain('footnote');
    act(() => dom.root.render(<p />));
    mount();
    await untilState('ready');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('shows dashes on a failure, and a later mount asks again', async () => {
    answer = () => Response.json({ error: 'unavailable' }, { status: 503 });
    mount();
    await untilState('failed');
    expect(section().textContent).toContain('–');
    expect(section().textContent).not.toMatch(/unavailable|error/i);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    act(() => dom.root.render(<p />));
    mount();
    await untilState('failed');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
