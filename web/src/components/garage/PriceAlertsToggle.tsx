'use client';

import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { postJson } from '@/components/account/post-json';

export const PRICE_ALERTS_LABEL = "Text me when a watched car's price drops or it sells";

/**
 * The shopper's consent to SMS alerts about their watched cars (POST /api/account/alerts). The switch
 * shows the stored choice; a change shows at once and goes back if the server refuses it.
 */
export function PriceAlertsToggle({ initial }: { initial: boolean }) {
  const id = useId();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();

  async function change(next: boolean) {
    setOn(next);
    setBusy(true);
    setError(undefined);
    setSaved(undefined);
    const answer = await postJson('/api/account/alerts', { price_alerts: next });
    setBusy(false);
    if (answer.ok) {
      const stored = answer.body.price_alerts === true;
      setOn(stored);
      setSaved(stored ? 'Alerts are on.' : 'Alerts are off.');
    } else {
      setOn(!next);
      setError(answer.error);
    }
  }

  return (
    <div className="mt-4 rounded-lg border border-gray-200 p-4" data-price-alerts="">
      <div className="flex items-center justify-between gap-4">
        <label id={`${id}-label`} htmlFor={id} className="cursor-pointer font-semibold text-gray-900">
          {PRICE_ALERTS_LABEL}
        </label>
        <Switch.Root
          id={id}
          // As CertifiedSwitch: aria-labelledby names the switch in every checker, not only browsers.
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-note`}
          aria-busy={busy || undefined}
          disabled={busy}
          checked={on}
          onCheckedChange={(next) => void change(next)}
          className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-gray-700 bg-gray-200 transition-colors disabled:cursor-wait data-[state=checked]:border-brand data-[state=checked]:bg-brand"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-gray-700 transition-transform data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-brand-ink" />
        </Switch.Root>
      </div>
      <p id={`${id}-note`} className="mt-2 text-sm text-gray-700">
        One text per price drop or sale, to your signed-in mobile. Standard consent applies: it stays off until you turn it on, and every text has a link to stop alerts.
      </p>
      <p role="status" className="mt-1 text-sm font-semibold text-green-800">
        {saved ?? null}
      </p>
      <p role="alert" className="text-sm font-semibold text-red-800">
        {error ?? null}
      </p>
    </div>
  );
}
