/**
 * The finance calculator's markup for a given state (spec §5 "Finance calculator", §9
 * "Calculator"): no hooks; FinanceCalculator owns the state and passes what each control does (`on`).
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DEFAULT_QUICK_PICKS, dollars, formatMoneyInput } from '@/components/leads/money';
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
import { FINANCE_CALCULATOR_ID } from './anchors';
import { calculatorIntro } from './intro';
import { balanceSchedule, type BalancePoint } from './balance-schedule';
import { liveInputs, showPriceHelp, termChoices, yearsText, type CalculatorState, type MoneyField, type TypedField } from './calculator-state';

/** What the shopper does, for the browser's calculator; each names the control for analytics. */
export interface CalculatorHandlers {
  type: (field: TypedField, text: string) => void;
  commit: (field: TypedField) => void;
  pick: (amount: number) => void;
  term: (years: number) => void;
  frequency: (frequency: PaymentFrequency) => void;
}

export interface CalculatorViewProps {
  /** Prefix of the element ids (useId in the browser). */
  id: string;
  settings: CalculatorSettings;
  state: CalculatorState;
  carTitle?: string;
  disclaimer: string;
  enquirePath: string;
  headingLevel?: 2 | 3;
  /** The purchase price slider for the current slider value. */
  slider: (value: number) => ReactNode;
  /** The loan balance chart section. */
  chart: (schedule: readonly BalancePoint[], balloon: number) => ReactNode;
  on: CalculatorHandlers;
}

const FREQUENCY_LABEL: Readonly<Record<PaymentFrequency, string>> = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' };
const FREQUENCY_UNIT: Readonly<Record<PaymentFrequency, string>> = { weekly: 'per week', fortnightly: 'per fortnight', monthly: 'per month' };

const labelClass = 'block text-sm font-semibold text-gray-900';
// globals.css `money-box` and `money-input`: one class each for the four boxes' class lists.
const boxClass = 'money-box border-gray-500';
const inputClass = 'money-input';

function MoneyBox({
  id,
  field,
  label,
  value,
  describedBy,
  on,
  children,
}: {
  id: string;
  field: MoneyField;
  label: string;
  value: string;
  describedBy?: string;
  on: CalculatorHandlers;
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
            on.type(field, next.value);
            // After React writes the formatted value, put the caret back after the same digit.
            requestAnimationFrame(() => {
              if (document.activeElement === target) target.setSelectionRange(next.caret, next.caret);
            });
          }}
          onBlur={() => on.commit(field)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') on.commit(field);
          }}
        />
      </div>
      {children}
    </div>
  );
}

export function CalculatorView({ id, settings, state, carTitle, disclaimer, enquirePath, headingLevel = 2, slider, chart, on }: CalculatorViewProps) {
  const live = liveInputs(state);
  const result = calculateFinance(live, settings);
  const figures = PAYMENT_FREQUENCIES.map((frequency) => ({ frequency, result: calculateFinance({ ...live, frequency }, settings) }));
  const frequency = result.inputs.frequency;
  const cut = truncateAtWord(disclaimer, FINANCE_DISCLAIMER_LIMIT);
  const priceHelp = showPriceHelp(state, settings);
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
        {calculatorIntro(carTitle)}
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
              on={on}
            >
              {priceHelp ? (
                <p id={ids.priceHelp} className="mt-1 text-sm text-red-800" data-testid="finance-calculator-price-help">
                  {purchasePriceHelpText(settings)}
                </p>
              ) : null}
            </MoneyBox>
            <div className="mt-3">
              {slider(priceSliderValue(live.purchasePrice))}
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
                  onClick={() => on.pick(amount)}
                  className="quick-pick"
                >
                  {dollars(amount)}
                </button>
              ))}
            </div>
          </div>

          <MoneyBox id={ids.deposit} field="depositTradeIn" label="Deposit or trade-in" value={state.text.depositTradeIn} on={on} />

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
                onChange={(event) => on.term(Number(event.currentTarget.value))}
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
                  onChange={(event) => on.type('interestRate', event.currentTarget.value)}
                  onBlur={() => on.commit('interestRate')}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') on.commit('interestRate');
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

          <MoneyBox id={ids.residual} field="residual" label="Balloon or residual payment" value={state.text.residual} on={on} />

          <fieldset>
            <legend className={labelClass}>Repayment frequency</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {PAYMENT_FREQUENCIES.map((option) => (
                <label
                  key={option}
                  className="choice-chip"
                >
                  <input
                    type="radio"
                    name={`${id}-frequency`}
                    value={option}
                    checked={frequency === option}
                    data-testid={`finance-calculator-frequency-${option}`}
                    onChange={() => on.frequency(option)}
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
            <dl aria-live="off" className="figure-list mt-4">
              {figures.map(({ frequency: f, result: r }) => (
                <div key={f} className="contents">
                  <dt>{FREQUENCY_LABEL[f]}</dt>
                  <dd data-testid={`finance-calculator-${f}`}>
                    {formatRepayment(r.repayment)}
                  </dd>
                </div>
              ))}
              <div className="contents">
                <dt className="mt-2 border-t border-gray-300 pt-2">Total repayments</dt>
                <dd className="mt-2 border-t border-gray-300 pt-2" data-testid="finance-calculator-total">
                  {formatWholeDollars(result.totalRepayments)}
                </dd>
              </div>
              {result.inputs.residual > 0 && result.amountFinanced > 0 ? (
                <div className="contents">
                  <dt>Balloon payment</dt>
                  <dd>{formatWholeDollars(result.inputs.residual)}</dd>
                </div>
              ) : null}
              <div className="contents">
                <dt>Total interest</dt>
                <dd data-testid="finance-calculator-interest">
                  {formatWholeDollars(result.totalInterest)}
                </dd>
              </div>
              <div className="contents">
                <dt>Amount financed</dt>
                <dd data-testid="finance-calculator-financed">
                  {formatWholeDollars(result.amountFinanced)}
                </dd>
              </div>
              {result.establishmentFee > 0 ? (
                <div className="contents">
                  <dt>Includes establishment fee</dt>
                  <dd>{formatWholeDollars(result.establishmentFee)}</dd>
                </div>
              ) : null}
            </dl>
            <p aria-live="off" className="mt-3 text-xs text-gray-700">
              {`Over ${yearsText(result.inputs.termYears)} at ${result.inputs.interestRate}% p.a., ${result.numberOfPayments} ${FREQUENCY_LABEL[frequency].toLowerCase()} repayments.`}
            </p>
          </div>
          {chart(balanceSchedule(live, settings), result.amountFinanced > 0 ? result.inputs.residual : 0)}
        </div>
      </div>

      <div id={`${FINANCE_CALCULATOR_ID}-disclaimer`} className="mt-6 text-xs text-gray-700" data-testid="finance-calculator-disclaimer">
        <ExpandableText text={`*${cut.text}`} full={`*${disclaimer}`} truncated={cut.truncated} moreLabel="Show More" lessLabel="Show Less" subject="finance disclaimer" />
      </div>
    </section>
  );
}
