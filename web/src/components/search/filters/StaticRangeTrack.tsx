import type { Range } from '@/domain/range-slider';

/**
 * The range slider's track as the server renders it, until React runs. Radix's thumbs only learn
 * their value once mounted, so in server HTML they would be role="slider" elements without
 * aria-valuenow (invalid, and announced as sliders with no value) plus unnamed hidden inputs. This
 * draws what the server HTML showed anyway (the track and the selected span; Radix hides unmounted
 * thumbs) with nothing for assistive technology; the 'From'/'To' boxes beside it carry the values.
 */
export function StaticRangeTrack({ bounds, values }: { bounds: Range; values: Range }) {
  const span = bounds.max - bounds.min;
  const percent = (v: number) => (span > 0 ? Math.min(100, Math.max(0, ((v - bounds.min) / span) * 100)) : 0);
  return (
    <div aria-hidden="true" className="relative mx-2.5 flex h-8 items-center">
      <div className="relative h-1.5 grow rounded-full bg-gray-400">
        <div
          className="absolute h-full rounded-full bg-brand"
          style={{ left: `${percent(values.min)}%`, right: `${100 - percent(values.max)}%` }}
        />
      </div>
    </div>
  );
}
