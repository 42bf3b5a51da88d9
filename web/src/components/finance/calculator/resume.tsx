/**
 * The calculator taking over from its server stand-in (LazyFinanceCalculator). It usually loads
 * before anyone reaches it, but a shopper may already have typed into the stand-in, changed the term
 * or a frequency, or be in a box: what the stand-in's controls hold is read the moment the code
 * arrives and becomes the calculator's starting state (a box the shopper has left is committed, as
 * leaving it would have done), the first such change is tracked, and the focus goes back to the same
 * control with the caret where it was.
 */
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { formatMoneyInput } from '@/components/leads/money';
import { PAYMENT_FREQUENCIES, type CalculatorSettings, type PaymentFrequency } from '@/domain/finance-calculator';
import { FINANCE_CALCULATOR_ID } from './anchors';
import { commitField, initialCalculatorState, setFrequency, setTermYears, TYPED_FIELDS, typeText, type CalculatorState, type TypedField } from './calculator-state';
import { FinanceCalculator, trackCalculatorUse, type FinanceCalculatorProps } from './FinanceCalculator';

const TEST_ID = 'finance-calculator-';

/** What the stand-in's controls hold. */
export interface StandInSnapshot {
  text: Partial<Record<TypedField, string>>;
  termYears?: number;
  frequency?: PaymentFrequency;
  /** The focused control's data-testid suffix and caret. */
  focus?: { field: string; start: number | null; end: number | null };
}

export function readStandIn(section: HTMLElement | null, active: Element | null = typeof document === 'undefined' ? null : document.activeElement): StandInSnapshot {
  const snapshot: StandInSnapshot = { text: {} };
  if (!section) return snapshot;
  const control = <T extends Element>(field: string) => section.querySelector<T>(`[data-testid="${TEST_ID}${field}"]`);
  for (const field of TYPED_FIELDS) {
    const input = control<HTMLInputElement>(field);
    if (input) snapshot.text[field] = input.value;
  }
  const term = Number(control<HTMLSelectElement>('termYears')?.value);
  if (Number.isFinite(term) && term > 0) snapshot.termYears = term;
  snapshot.frequency = PAYMENT_FREQUENCIES.find((f) => control<HTMLInputElement>(`frequency-${f}`)?.checked);
  const testId = active instanceof HTMLElement && section.contains(active) ? active.dataset.testid : undefined;
  if (testId?.startsWith(TEST_ID)) {
    const input = active instanceof HTMLInputElement && active.type === 'text' ? active : undefined;
    snapshot.focus = { field: testId.slice(TEST_ID.length), start: input?.selectionStart ?? null, end: input?.selectionEnd ?? null };
  }
  return snapshot;
}

/** The calculator's state after what the stand-in holds, and the first control that differs (for tracking). */
export function resumeState(start: CalculatorState, snapshot: StandInSnapshot, settings: CalculatorSettings): { state: CalculatorState; changed?: string; caret?: number } {
  let state = start;
  let changed: string | undefined;
  let caret: number | undefined;
  for (const field of TYPED_FIELDS) {
    const typed = snapshot.text[field];
    if (typed === undefined || typed === start.text[field]) continue;
    changed ??= field;
    const focused = snapshot.focus?.field === field;
    if (!focused) {
      state = commitField(typeText(state, field, typed), field, settings);
    } else if (field === 'interestRate') {
      state = typeText(state, field, typed);
    } else {
      // The focused money box shows what the calculator would have shown while typing (thousands separators).
      const formatted = formatMoneyInput(typed, snapshot.focus?.start ?? typed.length);
      state = typeText(state, field, formatted.value);
      caret = formatted.caret;
    }
  }
  if (snapshot.termYears !== undefined && snapshot.termYears !== start.committed.termYears) {
    changed ??= 'termYears';
    state = setTermYears(state, snapshot.termYears, settings);
  }
  if (snapshot.frequency && snapshot.frequency !== start.committed.frequency) {
    changed ??= 'frequency';
    state = setFrequency(state, snapshot.frequency);
  }
  return { state, ...(changed ? { changed } : {}), ...(caret !== undefined ? { caret } : {}) };
}

/** The calculator, starting from the stand-in on the page now (called as its code arrives). */
export function resumeFromStandIn(): ComponentType<FinanceCalculatorProps> {
  const snapshot = readStandIn(document.getElementById(FINANCE_CALCULATOR_ID));
  return function ResumedFinanceCalculator(props: FinanceCalculatorProps) {
    const [{ state, changed, caret }] = useState(() => resumeState(initialCalculatorState(props.carPrice, props.settings), snapshot, props.settings));
    useLayoutEffect(() => {
      const focus = snapshot.focus;
      const target = focus && document.getElementById(FINANCE_CALCULATOR_ID)?.querySelector<HTMLElement>(`[data-testid="${TEST_ID}${focus.field}"]`);
      // Only when the focus went with the stand-in: the shopper may have moved on meanwhile.
      if (!focus || !target || (document.activeElement && document.activeElement !== document.body)) return;
      target.focus({ preventScroll: true });
      if (target instanceof HTMLInputElement && target.type === 'text') {
        const end = target.value.length;
        const from = Math.min(caret ?? focus.start ?? end, end);
        target.setSelectionRange(from, caret === undefined ? Math.min(focus.end ?? end, end) : from);
      }
    }, [caret]);
    useEffect(() => {
      if (changed) trackCalculatorUse(changed, props.trackingContext);
    }, [changed, props.trackingContext]);
    return <FinanceCalculator {...props} initialState={state} />;
  };
}
