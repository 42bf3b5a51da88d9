'use client';

/**
 * The finance calculator (spec §5 "Finance calculator", §9 "Calculator"; anchor #finance-calculator).
 * Every figure and limit comes from domain/finance-calculator.ts: the boxes keep what the shopper
 * types and the result recomputes on each keystroke (calculateFinance clamps what it is given);
 * leaving a box (or Enter) clamps it with its rule and shows the clamped value (calculator-state.ts).
 * The first change to any control records one analytics event.
 */
import * as Slider from '@radix-ui/react-slider';
import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { DEFAULT_QUICK_PICKS, dollars, formatMoneyInput } from '@/components/leads/money';
import { StaticRangeTrack } from '@/components/search/filters/StaticRangeTrack';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ExpandableText } from '@/components/vehicle/content/ExpandableText';
import { truncateAtWord } from '@/domain/dealer-comments';
import {
  calculateFinance,
  FINANCE_DISCLAIMER_LIMIT,
  formatRepayment,
  formatWholeDollars,
  PAYMENT_FREQUENCIES,
  PRICE_SLIDER,
  priceSliderValue,
  purchasePriceHelpText,
  type CalculatorSettings,
  type PaymentFrequency,
} from '@/domain/finance-calculator';
import { TRACKING_EVENTS, type TrackingEventId } from '@/domain/tracking';
import { trackOnce } from '@/lib/tracking/client';
import { FINANCE_CALCULATOR_ID } from './anchors';
import { balanceSchedule } from './balance-schedule';
import { BalanceChartSection } from './BalanceChartSection';
import {
  commitField,
  initialCalculatorState,
  liveInputs,
  setFrequency,
  setTermYears,
  setTyped,
  showPriceHelp,
  termChoices,
  typeText,
  yearsText,
  type CalculatorState,
  type MoneyField,
  type TypedField,
} from './calculator-state';

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

const FREQUENCY_LABEL: Readonly<Record<PaymentFrequency, string>> = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' };
const FREQUENCY_UNIT: Readonly<Record<PaymentFrequency, string>> = { weekly: 'per week', fortnightly: 'per fortnight', monthly: 'per month' };

const labelClass = 'block text-sm font-semibold text-gray-900';
const boxClass =
  'flex min-h-11 items-center rounded-md border border-gray-500 bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[#2563eb]';
const inputClass = 'min-h-11 w-full rounded-md bg-transparent px-2 text-base text-gray-900 outline-none';

function MoneyBox({
  id,
  field,
  label,
  value,
  describedBy,
  onText,
  onCommit,
  children,
}: {
  id: string;
  field: MoneyField;
  label: string;
  value: string;
  describedBy?: string;
  onText: (text: string) => void;
  onCommit: () => void;
  children?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={`mt-1 ${boxClass}`}>
        <span aria-hidden="true" className="pl-3 text-base text-gray-700">
          $
        </span>
        <input
          id={id}
          name={field}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-describedby={describedBy}
          data-testid={`finance-calculator-${field}`}
          className={inputClass}
          onChange={(event) => {
            const target = event.currentTarget;
            const next = formatMoneyInput(target.value, target.selectionStart ?? target.value.length);
            onText(next.value);
            // After React writes the formatted value, put the caret back after the same digit.
            requestAnimationFrame(() => {
              if (document.activeElement === target) target.setSelectionRange(next.caret, next.caret);
            });
          }}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit();
          }}
        />
      </div>
      {children}
    </div>
  );
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
    trackOnce(trackingContext?.eventId ?? TRACKING_EVENTS.defaultForm, FINANCE_CALCULATOR_ID, {
      form: 'finance_calculator',
      control,
      ...trackingContext?.params,
    });
    setState(next);
  };
  const commit = (field: TypedField) => setState((s) => commitField(s, field, settings));
  const typeInto = (field: TypedField) => (text: string) => change(field, (s) => typeText(s, field, text));

  const live = liveInputs(state);
  const result = calculateFinance(live, settings);
  const figures = PAYMENT_FREQUENCIES.map((frequency) => ({ frequency, result: calculateFinance({ ...live, frequency }, settings) }));
  const frequency = result.inputs.frequency;
  const schedule = balanceSchedule(live, settings);
  const cut = truncateAtWord(disclaimer, FINANCE_DISCLAIMER_LIMIT);
  const priceHelp = showPriceHelp(state, settings);
  const slider = priceSliderValue(live.purchasePrice);
  const ids = {
    title: `${id}-title`,
    price: `${id}-price`,
    priceHelp: `${id}-price-help`,
    deposit: `${id}-deposit`,
    term: `${id}-term`,
    rate: `${id}-rate`,
    rateHint: `${id}-rate-hint`,
    residual: `${id}-residual`,
  };
  const Heading = `h${headingLevel}` as const;

  return (
    <section id={FINANCE_CALCULATOR_ID} aria-labelledby={ids.title} className="scroll-mt-24 rounded-lg border border-gray-200 bg-white p-4 shadow-sm md:p-6">
      <Heading id={ids.title} className="text-2xl font-bold text-gray-900">
        Finance calculator
      </Heading>
      <p className="mt-1 text-gray-700">
        {carTitle ? `Estimate your repayments on the ${carTitle}.` : 'Estimate your repayments: change any figure and the result updates as you type.'}
      </p>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="space-y-6">
          <div>
            <MoneyBox
              id={ids.price}
              field="purchasePrice"
              label="Purchase price"
              value={state.text.purchasePrice}
              describedBy={priceHelp ? ids.priceHelp : undefined}
              onText={typeInto('purchasePrice')}
              onCommit={() => commit('purchasePrice')}
            >
              {priceHelp ? (
                <p id={ids.priceHelp} className="mt-1 text-sm text-red-800" data-testid="finance-calculator-price-help">
                  {purchasePriceHelpText(settings)}
                </p>
              ) : null}
            </MoneyBox>
            <div className="mt-3">
              {hydrated ? (
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
              )}
              <div aria-hidden="true" className="mx-2.5 flex justify-between text-xs text-gray-700">
                <span>{formatWholeDollars(PRICE_SLIDER.min)}</span>
                <span>{formatWholeDollars(PRICE_SLIDER.max)}</span>
              </div>
            </div>
            <div role="group" aria-label="Quick picks for the purchase price" className="mt-3 flex flex-wrap gap-2">
              {DEFAULT_QUICK_PICKS.map((amount) => (
                <button
                  key={amount}
                  type="button"
                  aria-pressed={live.purchasePrice === amount}
                  onClick={() => change('quick_pick', (s) => setTyped(s, 'purchasePrice', amount, settings))}
                  className="min-h-11 rounded-full border border-gray-500 px-3 text-sm font-semibold text-gray-900 hover:border-gray-900 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-ink"
                >
                  {dollars(amount)}
                </button>
              ))}
            </div>
          </div>

          <MoneyBox
            id={ids.deposit}
            field="depositTradeIn"
            label="Deposit or trade-in"
            value={state.text.depositTradeIn}
            onText={typeInto('depositTradeIn')}
            onCommit={() => commit('depositTradeIn')}
          />

          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.term} className={labelClass}>
                Loan term
              </label>
              <select
                id={ids.term}
                name="termYears"
                value={String(result.inputs.termYears)}
                data-testid="finance-calculator-termYears"
                onChange={(event) => {
                  const years = Number(event.currentTarget.value);
                  change('termYears', (s) => setTermYears(s, years, settings));
                }}
                className="mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-2 text-base text-gray-900"
              >
                {termChoices(settings).map((years) => (
                  <option key={years} value={String(years)}>
                    {yearsText(years)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.rate} className={labelClass}>
                Interest rate (% p.a.)
              </label>
              <div className={`mt-1 ${boxClass}`}>
                <input
                  id={ids.rate}
                  name="interestRate"
                  type="number"
                  inputMode="decimal"
                  min={settings.interestRate.min}
                  max={settings.interestRate.max}
                  step={settings.interestRate.step}
                  value={state.text.interestRate}
                  aria-describedby={ids.rateHint}
                  data-testid="finance-calculator-interestRate"
                  className={inputClass}
                  onChange={(event) => typeInto('interestRate')(event.currentTarget.value)}
                  onBlur={() => commit('interestRate')}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') commit('interestRate');
                  }}
                />
                <span aria-hidden="true" className="pr-3 text-base text-gray-700">
                  %
                </span>
              </div>
              <p id={ids.rateHint} className="mt-1 text-sm text-gray-700">
                {`${settings.interestRate.min}% to ${settings.interestRate.max}%`}
              </p>
            </div>
          </div>

          <MoneyBox
            id={ids.residual}
            field="residual"
            label="Balloon or residual payment"
            value={state.text.residual}
            onText={typeInto('residual')}
            onCommit={() => commit('residual')}
          />

          <fieldset>
            <legend className={labelClass}>Repayment frequency</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {PAYMENT_FREQUENCIES.map((option) => (
                <label
                  key={option}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-500 px-3 text-sm font-semibold text-gray-900 has-checked:border-brand has-checked:ring-2 has-checked:ring-brand"
                >
                  <input
                    type="radio"
                    name={`${id}-frequency`}
                    value={option}
                    checked={frequency === option}
                    data-testid={`finance-calculator-frequency-${option}`}
                    onChange={() => change('frequency', (s) => setFrequency(s, option))}
                    className="size-4 accent-current"
                  />
                  {FREQUENCY_LABEL[option]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <div>
          <div aria-live="polite" data-testid="finance-calculator-result" className="rounded-lg bg-gray-50 p-4 lg:sticky lg:top-24">
            <p className="text-sm font-semibold text-gray-700">Estimated {FREQUENCY_LABEL[frequency].toLowerCase()} repayment</p>
            <p className="mt-1 text-gray-900" data-testid="finance-calculator-repayment">
              {result.enquire ? (
                <Link href={enquirePath} className="text-2xl font-bold text-brand-text underline underline-offset-2 hover:no-underline">
                  {formatRepayment(result.repayment)}
                </Link>
              ) : (
                <>
                  <span className="text-4xl font-bold tabular-nums">{formatRepayment(result.repayment)}</span>{' '}
                  <span className="text-gray-700">{FREQUENCY_UNIT[frequency]}*</span>
                </>
              )}
            </p>
            {/* Only the headline figure is announced as it changes; the details are read on demand. */}
            <dl aria-live="off" className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {figures.map(({ frequency: f, result: r }) => (
                <div key={f} className="contents">
                  <dt className="text-gray-700">{FREQUENCY_LABEL[f]}</dt>
                  <dd className="text-right font-semibold text-gray-900 tabular-nums" data-testid={`finance-calculator-${f}`}>
                    {formatRepayment(r.repayment)}
                  </dd>
                </div>
              ))}
              <div className="contents">
                <dt className="mt-2 border-t border-gray-300 pt-2 text-gray-700">Total repayments</dt>
                <dd className="mt-2 border-t border-gray-300 pt-2 text-right font-semibold text-gray-900 tabular-nums" data-testid="finance-calculator-total">
                  {formatWholeDollars(result.totalRepayments)}
                </dd>
              </div>
              {result.inputs.residual > 0 && result.amountFinanced > 0 ? (
                <div className="contents">
                  <dt className="text-gray-700">Balloon payment</dt>
                  <dd className="text-right font-semibold text-gray-900 tabular-nums">{formatWholeDollars(result.inputs.residual)}</dd>
                </div>
              ) : null}
              <div className="contents">
                <dt className="text-gray-700">Total interest</dt>
                <dd className="text-right font-semibold text-gray-900 tabular-nums" data-testid="finance-calculator-interest">
                  {formatWholeDollars(result.totalInterest)}
                </dd>
              </div>
              <div className="contents">
                <dt className="text-gray-700">Amount financed</dt>
                <dd className="text-right font-semibold text-gray-900 tabular-nums" data-testid="finance-calculator-financed">
                  {formatWholeDollars(result.amountFinanced)}
                </dd>
              </div>
              {result.establishmentFee > 0 ? (
                <div className="contents">
                  <dt className="text-gray-700">Includes establishment fee</dt>
                  <dd className="text-right font-semibold text-gray-900 tabular-nums">{formatWholeDollars(result.establishmentFee)}</dd>
                </div>
              ) : null}
            </dl>
            <p aria-live="off" className="mt-3 text-xs text-gray-700">
              {`Over ${yearsText(result.inputs.termYears)} at ${result.inputs.interestRate}% p.a., ${result.numberOfPayments} ${FREQUENCY_LABEL[frequency].toLowerCase()} repayments.`}
            </p>
          </div>
          <BalanceChartSection schedule={schedule} balloon={result.amountFinanced > 0 ? result.inputs.residual : 0} />
        </div>
      </div>

      <div id={`${FINANCE_CALCULATOR_ID}-disclaimer`} className="mt-6 text-xs text-gray-700" data-testid="finance-calculator-disclaimer">
        <ExpandableText text={`*${cut.text}`} full={`*${disclaimer}`} truncated={cut.truncated} moreLabel="Show More" lessLabel="Show Less" subject="finance disclaimer" />
      </div>
    </section>
  );
}
