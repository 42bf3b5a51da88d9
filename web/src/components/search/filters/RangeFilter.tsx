'use client';

import { useEffect, useId, useRef, useState } from 'react';
import {
  RANGE_SLIDER_DEBOUNCE_MS,
  rangeStep,
  refineRange,
  sliderValues,
  type Range,
  type RangeRefineMessage,
} from '@/domain/range-slider';
import type { RangeParam, RangeValue, StockQuery } from '@/lib/search/query';
import type { SearchResponse, Site } from '../types';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLazyHandoff } from '@/components/ui/use-lazy-handoff';
import { rangeSliderModule } from './range-slider-module';
import { RangeFilterView } from './RangeFilterView';
import { RangeSliderTrack } from './RangeSliderTrack';
import { formatRangeText, formatRangeValue, nextHandles, parseAmount, rangeBounds, thumbTexts } from './range-format';
import { withRange } from './refinements';

export interface RangeFilterProps {
  param: RangeParam;
  /** The heading ('Price'); thumbs are named 'Minimum price' / 'Maximum price' from it. */
  title: string;
  query: StockQuery;
  result: Pick<SearchResponse, 'stats'>;
  site: { search_settings: Pick<Site['search_settings'], 'range_max_from_facets'> };
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
 *
 * Radix's slider code loads when the shopper first points at, touches or focuses the filter; until
 * then RangeSliderTrack draws the same slider, and what the shopper does to it (focus, arrow keys, a
 * press on the track) is handed over when Radix arrives.
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
  // Thumbs in server HTML could be focused before React runs and then ignore the keys: they appear
  // once hydrated.
  const hydrated = useHydrated();
  const slider = useLazyHandoff(rangeSliderModule, { enabled: hydrated });
  const bounds = rangeBounds(param, result.stats[param], site.search_settings, new Date().getFullYear());
  const step = rangeStep(bounds);
  const refinement = query.ranges[param];

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

  const shown = (side: 'min' | 'max') =>
    draft[side] ?? (values[side] === bounds[side] ? '' : String(values[side]));
  const text = thumbTexts(param, title, values);
  const Radix = slider.loaded;

  return (
    <RangeFilterView
      id={id}
      title={title}
      headingLevel={headingLevel}
      text={formatRangeText(param, values)}
      sectionRef={slider.container}
      slider={
        Radix && hydrated ? (
          <Radix min={bounds.min} max={bounds.max} step={step} values={[values.min, values.max]} onValueChange={slide} text={text} handoff={param} />
        ) : (
          <RangeSliderTrack bounds={bounds} values={values} thumbs={hydrated ? 'shown' : 'none'} text={text} handoff={param} />
        )
      }
      boxes={{ min: shown('min'), max: shown('max') }}
      placeholders={{ min: formatRangeValue(param, bounds.min), max: formatRangeValue(param, bounds.max) }}
      handoff={param}
      onBoxInput={(side, value) => setDraft((d) => ({ ...d, [side]: value }))}
      onBoxBlur={(side, value) => {
        if (draft[side] !== undefined) typed(side, value);
      }}
      onBoxEnter={typed}
      messages={messages.join('. ')}
    />
  );
}
