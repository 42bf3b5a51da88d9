'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { errorClass, hintClass, inputClass, labelClass } from '@/components/leads/fields/styles';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { postJson } from './post-json';
import { mergeFavouritesIntoAccount } from './merge-favourites';

interface Props {
  /** Where a signed-in shopper goes (already checked same-site by the page). */
  redirect: string;
}

type Step = { name: 'phone' } | { name: 'code'; phone: string; masked: string };

/**
 * The two steps of phone sign-in (lib/auth): the mobile number, then the 6-digit code sent to it.
 * Errors are the server's sentences, shown against the field they concern (aria-invalid and
 * aria-describedby) or, when they concern neither (limits, an SMS outage), as an alert above.
 */
export function SignInForm({ redirect }: Props) {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const fail = (status: number, message: string) => {
    // 400: the number or code itself; anything else (429, 503, network) is not the field's fault.
    if (status === 400) setFieldError(message);
    else setFormError(message);
  };

  async function sendCode(number: string) {
    setBusy(true);
    setFieldError(undefined);
    setFormError(undefined);
    setNotice(undefined);
    const answer = await postJson('/api/auth/request-code', { phone: number });
    setBusy(false);
    if (!answer.ok) return fail(answer.status, answer.error);
    const masked = typeof answer.body.phone === 'string' ? answer.body.phone : number;
    setStep({ name: 'code', phone: number, masked });
    setCode('');
    setNotice(`We sent a 6-digit code to ${masked}. It expires in 10 minutes.`);
    // After React shows the code step.
    setTimeout(() => codeInput.current?.focus(), 0);
  }

  async function verify(number: string) {
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) {
      setFieldError('Please enter the 6-digit code we sent you.');
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    setFormError(undefined);
    const answer = await postJson('/api/auth/verify-code', { phone: number, code: digits });
    if (!answer.ok) {
      setBusy(false);
      fail(answer.status, answer.error);
      codeInput.current?.focus();
      return;
    }
    await mergeFavouritesIntoAccount();
    // A full navigation: the next page is rendered by the server with the new session cookie.
    window.location.assign(redirect);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step.name === 'phone') void sendCode(phone);
    else void verify(step.phone);
  }

  const invalid = Boolean(fieldError);
  const describedBy = [fieldError ? errorId : undefined, hintId].filter(Boolean).join(' ');

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-4" data-sign-in-step={step.name}>
      <div role="alert" className={formError ? 'rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900' : undefined}>
        {formError ?? null}
      </div>
      <p role="status" className={notice ? 'rounded-md bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {notice ?? null}
      </p>
      {step.name === 'phone' ? (
        <div>
          <label htmlFor={`${id}-phone`} className={labelClass}>
            Mobile number
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`mt-1 ${inputClass(invalid)}`}
          />
          <p id={hintId} className={hintClass}>
            An Australian mobile, like 0412 345 678. We text you a code; we never share your number.
          </p>
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-code`} className={labelClass}>
            Code
          </label>
          <input
            ref={codeInput}
            id={`${id}-code`}
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`mt-1 ${inputClass(invalid)} tracking-widest`}
          />
          <p id={hintId} className={hintClass}>
            The 6 digits in the text message sent to {step.masked}.
          </p>
        </div>
      )}
      {fieldError ? (
        <p id={errorId} className={errorClass}>
          {fieldError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${inline(buttonClass.primary)} px-8 disabled:cursor-wait disabled:opacity-75`}>
          {busy ? 'Please wait…' : step.name === 'phone' ? 'Send me a code' : 'Sign in'}
        </button>
        {step.name === 'code' ? (
          <>
            <button type="button" disabled={busy} onClick={() => void sendCode(step.phone)} className={buttonClass.link}>
              Send a new code
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setStep({ name: 'phone' });
                setFieldError(undefined);
                setNotice(undefined);
              }}
              className={buttonClass.link}
            >
              Use a different number
            </button>
          </>
        ) : null}
      </div>
    </form>
  );
}
