'use client';

/**
 * A dollar amount (offer, budget): '$' prefix, thousands separators as you type, optional quick
 * picks (spec §5 "quick picks 5,000 to 70,000"). The value stays text ("25,000"); the shared
 * schema reads it as whole dollars.
 */
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useLeadField } from '../form-context';
import { dollars, formatMoneyInput, formatThousands, moneyDigits } from '../money';
import { Field } from './Field';

export function MoneyField({ name, label, hint, placeholder, quickPicks, className }: {
  name: string;
  label?: string;
  hint?: ReactNode;
  /** e.g. the car's price ('34,990') on the offer form. */
  placeholder?: string;
  quickPicks?: readonly number[];
  className?: string;
}) {
  const field = useLeadField(name, label);
  return (
    <Controller
      name={name}
      control={field.form.control}
      render={({ field: input }) => {
        const value = typeof input.value === 'string' ? input.value : input.value == null ? '' : formatThousands(String(input.value));
        const picked = moneyDigits(value);
        return (
          <Field field={field} hint={hint} className={className}>
            <div
              className={`flex min-h-11 items-center rounded-md border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[#2563eb] ${
                field.error ? 'border-2 border-red-700' : 'border-gray-500'
              }`}
            >
              <span aria-hidden="true" className="pl-3 text-base text-gray-700">
                $
              </span>
              <input
                id={field.id}
                ref={input.ref}
                name={input.name}
                value={value}
                inputMode="numeric"
                autoComplete="off"
                placeholder={placeholder}
                required={field.required}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={field.describedBy(Boolean(hint))}
                className="money-input placeholder:text-gray-600"
                onBlur={input.onBlur}
                onChange={(event) => {
                  const target = event.currentTarget;
                  const next = formatMoneyInput(target.value, target.selectionStart ?? target.value.length);
                  input.onChange(next.value);
                  // After React writes the formatted value, put the caret back after the same digit.
                  requestAnimationFrame(() => {
                    if (document.activeElement === target) target.setSelectionRange(next.caret, next.caret);
                  });
                }}
              />
            </div>
            {quickPicks?.length ? (
              <div role="group" aria-label={`Quick picks for ${field.label}`} className="mt-2 flex flex-wrap gap-2">
                {quickPicks.map((amount) => (
                  <button
                    key={amount}
                    type="button"
                    aria-pressed={picked === String(amount)}
                    onClick={() => input.onChange(formatThousands(String(amount)))}
                    className="quick-pick"
                  >
                    {dollars(amount)}
                  </button>
                ))}
              </div>
            ) : null}
          </Field>
        );
      }}
    />
  );
}
