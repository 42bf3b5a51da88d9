'use client';

/**
 * The finance calculator (spec §5 "Finance calculator", §9 "Calculator"; anchor #finance-calculator).
 * Every figure and limit comes from domain/finance-calculator.ts: the boxes keep what the shopper
 * types and the result recomputes on each keystroke (calculateFinance clamps what it is given);
 * leaving a box (or Enter) clamps it with its rule and shows the clamped value (calculator-state.ts).
 * The first change to any control records one analytics event. The markup is CalculatorView's.
 */
import * as Slider from '@radix-ui/react-slider';
import { useId, useState } from 'react';
import { StaticRangeTrack } from '@/components/search/filters/StaticRangeTrack';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatWholeDollars, PRICE_SLIDER, type CalculatorSettings } from '@/domain/finance-calculator';
import { TRACKING_EVENTS, type TrackingEventId } from '@/domain/tracking';
import { trackOnce } from '@/lib/tracking/client';
import { FINANCE_CALCULATOR_ID } from './anchors';
import { BalanceChartSection } from './BalanceChartSection';
import { CalculatorView, type CalculatorHandlers } from './CalculatorView';
import { commitField, initialCalculatorState, setFrequency, setTermYears, setTyped, typeText, type CalculatorState, type TypedField } from './calculator-state';

/**
 * The analytics event of the first interaction. The spec's event list (§7) has no calculator event,
 * so by default the platform's generic event (22, default form) is sent with `form:
 * 'finance_calculator'` and the control first used; a caller may name another event and add
 * parameters (a car's tracking parameters).
 */
export interface FinanceCalculatorTracking {
  eventId?: TrackingEventId;
  params?: Record<string, string | number | undefined>;
}

export interface FinanceCalculatorProps {
  /** calculatorSettings(site, { groups }) for the site. */
  settings: CalculatorSettings;
  /** The car's price: the starting purchase price when above 0 (else the settings' default amount). */
  carPrice?: number;
  /** Names the car the figures are for. */
  carTitle?: string;
  /** The full disclaimer; shown cut at FINANCE_DISCLAIMER_LIMIT characters with Show More. */
  disclaimer: string;
  /** Where 'Enquire for Finance' leads when the repayment is too small to quote. */
  enquirePath: string;
  trackingContext?: FinanceCalculatorTracking;
  headingLevel?: 2 | 3;
}

/** The event's parameters: the generic ones, the control first used, the caller's. */
export function calculatorTrackingParams(control: string, context?: FinanceCalculatorTracking) {
  return { form: 'finance_calculator', control, ...context?.params };
}

export function trackCalculatorUse(control: string, context?: FinanceCalculatorTracking): void {
  trackOnce(context?.eventId ?? TRACKING_EVENTS.defaultForm, FINANCE_CALCULATOR_ID, calculatorTrackingParams(control, context));
}

export function FinanceCalculator({
  settings,
  carPrice,
  carTitle,
  disclaimer,
  enquirePath,
  trackingContext,
  headingLevel = 2,
}: FinanceCalculatorProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [state, setState] = useState<CalculatorState>(() => initialCalculatorState(carPrice, settings));

  /** Applies a change; trackOnce records the first change of the page load and no other. */
  const change = (control: string, next: (s: CalculatorState) => CalculatorState) => {
    trackCalculatorUse(control, trackingContext);
    setState(next);
  };
  const on: CalculatorHandlers = {
    type: (field, text) => change(field, (s) => typeText(s, field, text)),
    commit: (field: TypedField) => setState((s) => commitField(s, field, settings)),
    pick: (amount) => change('quick_pick', (s) => setTyped(s, 'purchasePrice', amount, settings)),
    term: (years) => change('termYears', (s) => setTermYears(s, years, settings)),
    frequency: (frequency) => change('frequency', (s) => setFrequency(s, frequency)),
  };

  return (
    <CalculatorView
      id={id}
      settings={settings}
      state={state}
      carTitle={carTitle}
      disclaimer={disclaimer}
      enquirePath={enquirePath}
      headingLevel={headingLevel}
      on={on}
      slider={(slider) =>
        hydrated ? (
          <Slider.Root
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            step={PRICE_SLIDER.step}
            value={[slider]}
            onValueChange={([value]) => {
              if (value !== undefined) change('price_slider', (s) => setTyped(s, 'purchasePrice', value, settings));
            }}
            className="relative mx-2.5 flex h-8 touch-none items-center select-none"
          >
            <Slider.Track className="relative h-1.5 grow rounded-full bg-gray-400">
              <Slider.Range className="absolute h-full rounded-full bg-brand" />
            </Slider.Track>
            <Slider.Thumb
              aria-label="Adjust the purchase price"
              aria-valuetext={formatWholeDollars(slider)}
              className="block size-6 cursor-grab rounded-full border-2 border-gray-800 bg-white shadow-sm hover:bg-gray-100 active:cursor-grabbing"
            />
          </Slider.Root>
        ) : (
          <StaticRangeTrack bounds={PRICE_SLIDER} values={{ min: PRICE_SLIDER.min, max: slider }} />
        )
      }
      chart={(schedule, balloon) => <BalanceChartSection schedule={schedule} balloon={balloon} />}
    />
  );
}
