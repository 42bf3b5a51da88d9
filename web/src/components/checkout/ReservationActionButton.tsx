'use client';

/**
 * One action on a reservation (the shopper's cancel, the dealer's sold or release): a first press
 * asks for confirmation, the second posts, then the page re-renders with the new state. Errors are
 * said in the server's words. Focus follows the question (to the confirm button, and back to the
 * first button on 'Keep it'), so a keyboard or screen-reader user never lands on the page's top.
 */
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { postJson } from '@/components/payments/post-json';
import { buttonClass, inline } from '@/components/vehicle/styles';

export function ReservationActionButton({ url, body, label, confirmLabel }: { url: string; body: Record<string, string>; label: string; confirmLabel: string }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (asked.current) firstRef.current?.focus();
    asked.current = asking;
  }, [asking]);
  async function act() {
    setBusy(true);
    setError(undefined);
    try {
      const { status, json } = await postJson(url, body);
      if (status >= 400) setError(typeof json.error === 'string' ? json.error : 'That did not work. Please try again.');
      else router.refresh();
    } catch {
      setError('We could not reach the dealer just now. Please try again.');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }
  return (
    <div>
      {asking ? (
        <div className="flex flex-wrap gap-3">
          <button ref={confirmRef} type="button" disabled={busy} className={inline(buttonClass.primary)} onClick={() => void act()}>
            {busy ? 'Please wait…' : confirmLabel}
          </button>
          <button type="button" className={inline(buttonClass.outline)} onClick={() => setAsking(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <button ref={firstRef} type="button" className={inline(buttonClass.outline)} onClick={() => setAsking(true)}>
          {label}
        </button>
      )}
      {error ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
