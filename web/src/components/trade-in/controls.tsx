'use client';

/**
 * The wizard's own inputs (steps 2 to 4 are not lead forms): the lead kit's looks and error wiring —
 * a visible label, a hint, `aria-invalid` and `aria-describedby` pointing at the error text — and the
 * buttons every step shares. Ids are fixed per control: the error summary links to them.
 */
import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { SummaryEntry } from '@/components/leads/ErrorSummary';
import { errorClass, hintClass, inputClass, labelClass } from '@/components/leads/fields/styles';
import { buttonClass, inline } from '@/components/vehicle/styles';

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-800">
      *
    </span>
  );
}

export function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={errorClass}>
      <span aria-hidden="true">⚠</span>
      <span>
        <span className="sr-only">Error: </span>
        {error}
      </span>
    </p>
  );
}

const describedBy = (id: string, hint: boolean, error: boolean) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

interface FrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

function Frame({ id, label, hint, error, required, className, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className="mt-1">{children}</div>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextInput({ id, label, hint, error, required, className, ...input }: FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={inputClass(Boolean(error))}
        {...input}
      />
    </Frame>
  );
}

export function TextArea({ id, label, hint, error, className, ...area }: FrameProps & { value: string; onChange: (value: string) => void; maxLength?: number; name?: string }) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        rows={4}
        name={area.name}
        maxLength={area.maxLength}
        value={area.value}
        onChange={(event) => area.onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={inputClass(Boolean(error))}
      />
    </Frame>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectInput({
  id,
  label,
  hint,
  error,
  required,
  className,
  choices,
  placeholder = 'Please choose…',
  ...select
}: FrameProps & { choices: readonly Choice[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'>) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={`${inputClass(Boolean(error))} disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-700`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A required question answered by one option: a fieldset whose legend is the question. The first radio carries `id` (the summary's link target). */
export function RadioQuestion({
  id,
  name,
  legend,
  hint,
  error,
  options,
  value,
  onChange,
}: {
  id: string;
  name: string;
  legend: string;
  hint?: string;
  error?: string;
  options: readonly { id: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset
      role="radiogroup"
      data-question={name}
      aria-required
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
    >
      <legend className={labelClass}>
        {legend}
        <RequiredMark />
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className="mt-1 grid gap-1">
        {options.map((option, i) => {
          const optionId = i === 0 ? id : `${id}-${option.id}`;
          return (
            <label key={option.id} htmlFor={optionId} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-base text-gray-900">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="size-5 shrink-0 accent-brand"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** The button that sends a step: disabled and 'Working…' while its request is in flight. */
export function WorkingButton({ label, working, type = 'submit', onClick, variant = 'primary' }: {
  label: string;
  working: boolean;
  type?: 'submit' | 'button';
  onClick?: () => void;
  variant?: 'primary' | 'outline';
}) {
  return (
    <button
      type={type}
      onClick={onClick}
      disabled={working}
      className={`${inline(buttonClass[variant])} px-8 disabled:cursor-wait disabled:opacity-75`}
    >
      {working ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : null}
      {working ? 'Working…' : label}
    </button>
  );
}

/** A step's main button that sends no request (the car confirmed, the kilometres entered). */
export function PrimaryButton({ label, type = 'submit', onClick }: { label: string; type?: 'submit' | 'button'; onClick?: () => void }) {
  return (
    <button type={type} onClick={onClick} className={`${inline(buttonClass.primary)} px-8`}>
      {label}
    </button>
  );
}

export function SecondaryButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={`${inline(buttonClass.outline)} px-6 disabled:cursor-not-allowed disabled:opacity-75`}>
      {label}
    </button>
  );
}

/** A step's actions: Back (when there is a way back) on the left of the step's own button. */
export function StepActions({ onBack, backDisabled, children }: { onBack?: () => void; backDisabled?: boolean; children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      {onBack ? <SecondaryButton label="Back" onClick={onBack} disabled={backDisabled} /> : null}
      {children}
    </div>
  );
}

/**
 * A step's field errors and their summary: `show(errors)` puts each message by its field and the
 * summary (each entry a link to its field) above them, and moves focus to the summary.
 */
export function useFieldErrors(idFor: (name: string) => string) {
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [shown, setShown] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown > 0) summaryRef.current?.focus();
  }, [shown]);
  const show = useCallback((next: ReadonlyMap<string, string>) => {
    setErrors(next);
    if (next.size > 0) setShown((n) => n + 1);
  }, []);
  const clear = useCallback((name: string) => {
    setErrors((current) => {
      if (!current.has(name)) return current;
      const next = new Map(current);
      next.delete(name);
      return next;
    });
  }, []);
  const entries: SummaryEntry[] = [...errors].map(([name, message]) => ({ name, message, targetId: idFor(name) }));
  return { errors, show, clear, summaryRef, entries };
}

/** A guard against double submits: `run` does nothing while a request is in flight. */
export function useInFlight() {
  const [working, setWorking] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setWorking(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setWorking(false);
    }
  }, []);
  return { working, run };
}
