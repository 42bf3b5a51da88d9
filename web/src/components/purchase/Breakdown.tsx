/** The deal's figures as a definition list (the car step, the summary beside every step, the review). */
import type { PriceBreakdown } from '@forecourt/schemas/checkout';
import { financeTermsText } from '@/domain/purchase-breakdown';

export function Breakdown({ breakdown }: { breakdown: PriceBreakdown }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      <dt className="text-gray-700">Price</dt>
      <dd className="text-right font-semibold">{breakdown.price_text}</dd>
      {breakdown.price_note ? <dd className="col-span-2 text-sm text-gray-700">{breakdown.price_note}</dd> : null}
      <dt className="text-gray-700">Deposit today (refundable)</dt>
      <dd className="text-right">−{breakdown.deposit_text}</dd>
      {breakdown.trade_in_text ? (
        <>
          <dt className="text-gray-700">Trade-in offer</dt>
          <dd className="text-right">−{breakdown.trade_in_text}</dd>
        </>
      ) : null}
      <dt className="font-semibold">Balance to pay</dt>
      <dd className="text-right font-bold">{breakdown.balance_text}</dd>
      {breakdown.finance ? (
        <>
          <dt className="text-gray-700">Estimated repayment</dt>
          <dd className="text-right">{breakdown.finance.repayment_text}</dd>
          <dd className="col-span-2 text-sm text-gray-700">
            {breakdown.finance.amount_text} financed over {financeTermsText(breakdown.finance)}. An estimate only: the lender confirms the rate and fees.
          </dd>
        </>
      ) : null}
    </dl>
  );
}
