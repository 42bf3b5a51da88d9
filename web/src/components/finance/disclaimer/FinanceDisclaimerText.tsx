'use client';

import useSWRImmutable from 'swr/immutable';

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
export function FinanceDisclaimerText({ carId }: { carId: string }) {
  const { data, error } = useSWRImmutable<Answer, Error>(`/api/finance/disclaimer?car_id=${encodeURIComponent(carId)}`, fetchDisclaimer);
  if (error) {
    return (
      <p id="financeDisclaimer" data-state="failed" className="text-gray-900">
        The disclaimer could not be loaded. The estimate is indicative only and not an offer of finance; please ask us for the details.
      </p>
    );
  }
  if (!data) {
    return (
      <p id="financeDisclaimer" data-state="loading" role="status" className="flex items-center gap-2 text-gray-700">
        <span aria-hidden="true" className="inline-block size-4 animate-spin rounded-full border-2 border-gray-400 border-t-gray-900 motion-reduce:animate-none" />
        Loading the disclaimer…
      </p>
    );
  }
  return (
    <p id="financeDisclaimer" data-state="ready" className="whitespace-pre-line text-sm text-gray-900">
      {data.disclaimer}
    </p>
  );
}
