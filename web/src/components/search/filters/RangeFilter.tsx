'use client';

import * as Slider from '@radix-ui/react-slider';
import { useEffect, useId, useRef, useState } from 'react';
import {
  RANGE_SLIDER_DEBOUNCE_MS,
  rangeStep,
  refineRange,
  sliderBounds,
  sliderValues,
  type Range,
  type RangeRefineMessage,
} from '@/domain/range-slider';
import type { RangeParam, RangeValue, StockQuery } from '@/lib/search/query';
import type { SearchResponse, Site } from '../types';
import { useHydrated } from '@/components/ui/use-hydrated';
import { StaticRangeTrack } from './StaticRangeTrack';
import { formatRangeText, formatRangeValue, nextHandles, parseAmount, rangeDefaults } from './range-format';
import { withRange } from './refinements';

export interface RangeFilterProps {
  param: RangeParam;
  /** The heading ('Price'); thumbs are named 'Minimum price' / 'Maximum price' from it. */
  title: string;
  query: StockQuery;
  result: Pick<SearchResponse, 'stats'>;
  site: Pick<Site, 'search_settings'>;
  onChange: (next: StockQuery) => void;
  headingLevel?: 2 | 3 | 4;
}

const NOT_A_NUMBER = 'Enter a whole number';
type Message = typeof NOT_A_NUMBER;

/**
 * Spec §8: an out-of-range refinement is logged ('Cannot refine below the range minimum'), never
 * shown: the shopper sees the value clamped to the slider's end instead.
 */
function logClamped(param: RangeParam, messages: readonly RangeRefineMessage[]) {
  for (const message of messages) console.warn(`${message} (${param})`);
}

const key = (r: RangeValue | undefined) => `${r?.min ?? ''}-${r?.max ?? ''}`;
const sameRange = (a: Range, b: Range) => a.min === b.min && a.max === b.max;

/**
 * A dual-thumb slider for price, km or year (Radix: arrows step, PageUp/PageDown, Home/End), with
 * 'from'/'to' boxes as a typed alternative. The domain rules do the work: bounds from sliderBounds,
 * step rangeStep, rounding and handle stops in moveHandle, validation in refineRange. The search is
 * refined 400 ms after the last slider change; a handle left at its end means no limit on that side.
 */
export function RangeFilter({
  param,
  title,
  query,
  result,
  site,
  onChange,
  headingLevel = 3,
}: RangeFilterProps) {
  const id = useId();
  // Radix's thumbs need the DOM to know their values (see StaticRangeTrack): interactive once hydrated.
  const hydrated = useHydrated();
  const stats = result.stats[param];
  const bounds = sliderBounds(
    param,
    stats,
    site.search_settings,
    rangeDefaults(param, stats, new Date().getFullYear()),
  );
  const step = rangeStep(bounds);
  const refinement = query.ranges[param];
  const lower = title.toLowerCase();

  const [values, setValues] = useState<Range>(() => sliderValues(refinement, bounds));
  // Follow the query when it changes from outside (back/forward, chips) or the bounds move; not when
  // it is the refinement this slider just sent.
  const external = `${key(refinement)}|${bounds.min}-${bounds.max}`;
  const [seen, setSeen] = useState(external);
  const [sent, setSent] = useState(key(refinement));
  const [outsideChanges, setOutsideChanges] = useState(0);
  if (external !== seen) {
    setSeen(external);
    if (key(refinement) !== sent || !seen.endsWith(`|${bounds.min}-${bounds.max}`)) {
      setValues(sliderValues(refinement, bounds));
      setSent(key(refinement));
      setOutsideChanges((n) => n + 1);
    }
  }

  const [draft, setDraft] = useState<{ min?: string; max?: string }>({});
  const [messages, setMessages] = useState<Message[]>([]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ query, onChange, bounds });
  useEffect(() => {
    latest.current = { query, onChange, bounds };
  });
  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, [outsideChanges]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Sends a validated refinement (sides at the bounds are dropped by refineRange). */
  const send = (next: RangeValue) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { query: current, onChange: change } = latest.current;
    setSent(key(next));
    if (key(next) !== key(current.ranges[param])) change(withRange(current, param, next));
  };

  const slide = (raw: number[]) => {
    const next = nextHandles(param, values, raw, bounds);
    if (sameRange(next, values)) return;
    setValues(next);
    setMessages([]);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const checked = refineRange(param, next, latest.current.bounds);
      logClamped(param, checked.messages);
      send(checked.refinement);
    }, RANGE_SLIDER_DEBOUNCE_MS);
  };

  /** A typed 'from' or 'to' value: made valid by refineRange (out of range is clamped, and logged). */
  const typed = (side: 'min' | 'max', text: string) => {
    setDraft((d) => ({ ...d, [side]: undefined }));
    const amount = parseAmount(text);
    if (amount !== undefined && Number.isNaN(amount)) {
      setMessages([NOT_A_NUMBER]);
      return;
    }
    const other = side === 'min' ? 'max' : 'min';
    const otherValue = values[other] === bounds[other] ? undefined : values[other];
    const requested = side === 'min' ? { min: amount, max: otherValue } : { min: otherValue, max: amount };
    const checked = refineRange(param, requested, bounds);
    logClamped(param, checked.messages);
    setMessages([]);
    setValues(sliderValues(checked.refinement, bounds));
    send(checked.refinement);
  };

  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-heading`;
  const shown = (side: 'min' | 'max') =>
    draft[side] ?? (values[side] === bounds[side] ? '' : String(values[side]));
  const box = (side: 'min' | 'max') => (
    <label className="flex-1 text-sm text-gray-900">
      <span className="mb-1 block">
        <span className="sr-only">{title} </span>
        {side === 'min' ? 'From' : 'To'}
      </span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown(side)}
        placeholder={formatRangeValue(param, bounds[side])}
        aria-describedby={`${id}-messages`}
        onChange={(e) => setDraft((d) => ({ ...d, [side]: e.target.value }))}
        onBlur={(e) => {
          if (draft[side] !== undefined) typed(side, e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            typed(side, e.currentTarget.value);
          }
        }}
        className="h-10 w-full rounded-md border border-gray-500 bg-white px-2 text-base text-gray-900 placeholder:text-gray-600"
      />
    </label>
  );

  return (
    <section aria-labelledby={headingId} className="border-t border-gray-200 py-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-2">
        <Heading id={headingId} className="text-base font-semibold text-gray-900">
          {title}
        </Heading>
        <p className="text-sm tabular-nums text-gray-700">{formatRangeText(param, values)}</p>
      </div>
      {hydrated ? (
        <Slider.Root
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={[values.min, values.max]}
          onValueChange={slide}
          minStepsBetweenThumbs={0}
          className="relative mx-2.5 flex h-8 touch-none items-center select-none"
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-gray-400">
            <Slider.Range className="absolute h-full rounded-full bg-brand" />
          </Slider.Track>
          {(['min', 'max'] as const).map((side) => (
            <Slider.Thumb
              key={side}
              aria-label={`${side === 'min' ? 'Minimum' : 'Maximum'} ${lower}`}
              aria-valuetext={formatRangeValue(param, values[side])}
              className="block size-6 cursor-grab rounded-full border-2 border-gray-800 bg-white shadow-sm hover:bg-gray-100 active:cursor-grabbing"
            />
          ))}
        </Slider.Root>
      ) : (
        <StaticRangeTrack bounds={bounds} values={values} />
      )}
      <div className="mt-3 flex gap-3">
        {box('min')}
        {box('max')}
      </div>
      <p id={`${id}-messages`} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
        {messages.join('. ')}
      </p>
    </section>
  );
}
