/**
 * The CLI's progress line: 'importing [████░░░░] 48% | line 8,012/16,826 | 2 s left'.
 *
 * cli-progress's own `{eta_formatted}` already carries its unit ('2s', '1m5s'), so a format adding
 * ' s left' read '2s s left'. The time is formatted here instead, with its unit, in one place.
 */
import type { Options } from 'cli-progress';

export const PROGRESS_FORMAT = 'importing [{bar}] {percentage}% | line {value}/{total} | {eta_formatted} left';

/** Seconds left → '2 s', '1 min 05 s', '2 h 03 min'; not yet known (NaN, Infinity, negative) → '…'. */
export function formatEta(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '…';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** Options for cli-progress's SingleBar (stream and presets are the caller's). */
export const progressOptions: Options = {
  format: PROGRESS_FORMAT,
  formatTime: (t) => formatEta(t),
  formatValue: (v, _options, type) => (type === 'value' || type === 'total' ? Number(v).toLocaleString('en-AU') : String(v)),
  hideCursor: true,
  clearOnComplete: true,
};
