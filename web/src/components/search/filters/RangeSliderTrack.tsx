/**
 * The dual range slider's placeholder: the same elements, classes and thumb positions Radix's slider
 * renders (RangeSliderRadix), drawn without its code, which loads when the shopper comes to use it.
 * No hooks and no 'use client': the server renders it into the quick search's HTML, and the search
 * page's RangeFilter renders it until Radix has arrived.
 *
 * `thumbs`:
 * - 'none': the track and the selected span only, hidden from assistive technology (server HTML of a
 *   client component, before React runs: a thumb focused then could not be operated);
 * - 'shown': thumbs that are sliders to assistive technology, with their values; their keys, a
 *   press on the track and focus are handed over to Radix when it arrives (see ui/handoff.ts);
 * - 'gated': as 'shown', but displayed only inside an element with `data-live` and the class
 *   `group/live`, which the server HTML's client wrapper sets once React runs.
 */
import type { CSSProperties } from 'react';
import type { Range } from '@/domain/range-slider';

export const SLIDER_ROOT_CLASS = 'relative mx-2.5 flex h-8 touch-none items-center select-none';
export const SLIDER_TRACK_CLASS = 'relative h-1.5 grow rounded-full bg-gray-400';
export const SLIDER_RANGE_CLASS = 'absolute h-full rounded-full bg-brand';
export const SLIDER_THUMB_CLASS =
  'block size-6 cursor-grab rounded-full border-2 border-gray-800 bg-white shadow-sm hover:bg-gray-100 active:cursor-grabbing';

export interface SliderThumbText {
  /** 'Minimum price' */
  label: string;
  /** '$10,000' */
  valueText: string;
}

export interface RangeSliderTrackProps {
  bounds: Range;
  values: Range;
  thumbs: 'none' | 'shown' | 'gated';
  /** Accessible names and value texts of the min and max thumbs (needed unless thumbs is 'none'). */
  text?: { min: SliderThumbText; max: SliderThumbText };
  /** Prefix of the handoff keys: '<prefix>-track', '<prefix>-min', '<prefix>-max'. */
  handoff: string;
}

export function percentOf(value: number, bounds: Range): number {
  const span = bounds.max - bounds.min;
  return span > 0 ? Math.min(100, Math.max(0, ((value - bounds.min) / span) * 100)) : 0;
}

/**
 * Radix keeps a thumb inside the track: at 0 % it sits half its width right, at 100 % half its width
 * left (getThumbInBoundsOffset, with the thumb's measured width; ours is 1.5rem).
 */
export function thumbLeft(percent: number): string {
  return `calc(${percent}% + ${0.75 * (1 - percent / 50)}rem)`;
}

export function RangeSliderTrack({ bounds, values, thumbs, text, handoff }: RangeSliderTrackProps) {
  const low = percentOf(values.min, bounds);
  const high = percentOf(values.max, bounds);
  return (
    <span
      aria-hidden={thumbs === 'none' ? true : undefined}
      data-orientation="horizontal"
      data-handoff={`${handoff}-track`}
      data-handoff-pointer=""
      className={SLIDER_ROOT_CLASS}
      style={{ '--radix-slider-thumb-transform': 'translateX(-50%)' } as CSSProperties}
    >
      <span data-orientation="horizontal" className={SLIDER_TRACK_CLASS}>
        <span data-orientation="horizontal" className={SLIDER_RANGE_CLASS} style={{ left: `${low}%`, right: `${100 - high}%` }} />
      </span>
      {thumbs !== 'none' && text
        ? (['min', 'max'] as const).map((side) => {
            const percent = side === 'min' ? low : high;
            return (
              <span
                key={side}
                className={thumbs === 'gated' ? 'hidden group-data-[live]/live:block' : undefined}
                style={{ transform: 'var(--radix-slider-thumb-transform)', position: 'absolute', left: thumbLeft(percent) }}
              >
                <span
                  role="slider"
                  tabIndex={0}
                  aria-label={text[side].label}
                  aria-valuemin={bounds.min}
                  aria-valuemax={bounds.max}
                  aria-valuenow={values[side]}
                  aria-valuetext={text[side].valueText}
                  aria-orientation="horizontal"
                  data-orientation="horizontal"
                  data-handoff={`${handoff}-${side}`}
                  data-handoff-keys=""
                  className={SLIDER_THUMB_CLASS}
                />
              </span>
            );
          })
        : null}
    </span>
  );
}
