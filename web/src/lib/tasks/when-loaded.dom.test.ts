// @vitest-environment jsdom
/** whenLoaded: at the load event, or in a task of its own once loaded; a cancel before either stops it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setReadyState } from '../../../test/support/ready-state';
import { whenLoaded } from './when-loaded';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setReadyState('complete');
});

describe('whenLoaded', () => {
  it('runs at the load event, once', () => {
    setReadyState('loading');
    const run = vi.fn();
    whenLoaded(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a loaded page, runs in a task of its own, not before returning', () => {
    setReadyState('complete');
    const run = vi.fn();
    whenLoaded(run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each(['loading', 'complete'] as const)('never runs once cancelled (page %s)', (state) => {
    setReadyState(state);
    const run = vi.fn();
    whenLoaded(run)();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
