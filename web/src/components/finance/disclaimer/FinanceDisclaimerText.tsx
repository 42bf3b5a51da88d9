'use client';

import useSWRImmutable from 'swr/immutable';
import { DisclaimerFailed, DisclaimerLoading } from './DisclaimerStates';

interface Answer {
  lender: string;
  disclaimer: string;
}

async function fetchDisclaimer(url: string): Promise<Answer> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`finance disclaimer: ${response.status}`);
  return (await response.json()) as Answer;
}

/** Fetched once per car and kept for the page's life (it does not change while the shopper reads). */
export default function FinanceDisclaimerText({ carId }: { carId: string }) {
  const { data, error } = useSWRImmutable<Answer, Error>(`/api/finance/disclaimer?car_id=${encodeURIComponent(carId)}`, fetchDisclaimer);
  if (error) return <DisclaimerFailed />;
  if (!data) return <DisclaimerLoading />;
  return (
    <p id="financeDisclaimer" data-state="ready" className="whitespace-pre-line text-sm text-gray-900">
      {data.disclaimer}
    </p>
  );
}
