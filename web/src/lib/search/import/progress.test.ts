import cliProgress from 'cli-progress';
import { describe, expect, it } from 'vitest';
import { formatEta, progressOptions } from './progress';

describe('formatEta', () => {
  it.each([
    [0, '0 s'],
    [2, '2 s'],
    [2.4, '2 s'],
    [59.4, '59 s'],
    [59.6, '1 min 00 s'],
    [65, '1 min 05 s'],
    [3599, '59 min 59 s'],
    [3600, '1 h 00 min'],
    [7380, '2 h 03 min'],
    [Number.NaN, '…'],
    [Number.POSITIVE_INFINITY, '…'],
    [-1, '…'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatEta(seconds)).toBe(text);
  });
});

describe('the progress line, rendered by cli-progress', () => {
  const render = (eta: number, value = 8012, total = 16826) =>
    cliProgress.Format.Formatter(
      { ...progressOptions, barsize: 10, barCompleteString: '#'.repeat(10), barIncompleteString: '-'.repeat(10), barGlue: '' },
      { progress: value / total, eta, startTime: Date.now(), stopTime: null, total, value, maxWidth: 200 },
      {},
    );

  it('says the time left once, with one unit ("2 s left", never "2s s left")', () => {
    const line = render(2);
    expect(line).toMatch(/\| 2 s left$/);
    expect(line).not.toMatch(/s s left/);
    expect(render(65)).toMatch(/\| 1 min 05 s left$/);
  });

  it('shows the percentage and the line count with thousands separators', () => {
    expect(render(2)).toMatch(/^importing \[.{10}\] 47% \| line 8,012\/16,826 \| /);
  });
});
