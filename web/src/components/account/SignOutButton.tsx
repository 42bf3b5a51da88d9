'use client';

import { useState } from 'react';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { postJson } from './post-json';

/**
 * Signs this browser out (the server revokes the session row; the cookie is expired) and goes to `to`
 * with a full navigation, so nothing signed-in stays on screen. `everywhere` also ends the shopper's
 * sessions on other devices.
 */
export function SignOutButton({ to = '/', everywhere = false }: { to?: string; everywhere?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function signOut() {
    setBusy(true);
    const answer = await postJson('/api/auth/sign-out', everywhere ? { everywhere: true } : {});
    if (answer.ok) return window.location.assign(to);
    setBusy(false);
    setError(answer.error);
  }
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        disabled={busy}
        aria-busy={busy || undefined}
        className={inline(buttonClass.outline)}
        onClick={() => void signOut()}
      >
        {everywhere ? 'Sign out on all devices' : 'Sign out'}
      </button>
      <span role="alert" className="text-sm font-semibold text-red-800">
        {error ?? null}
      </span>
    </span>
  );
}
