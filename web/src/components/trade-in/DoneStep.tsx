/**
 * The end of the wizard: the offer accepted or the appraisal requested, what happens next, and the
 * dealer's phone. No way back: the lead has gone to the dealer.
 */
import type { EstimateAnswer, TradeInVehicle } from '@forecourt/schemas/trade-in';
import Link from 'next/link';
import { telHref } from '@/domain/phone';
import { formatWholeDollars } from '@/domain/finance-calculator';
import { vehicleName } from './copy';

export function DoneStep({
  accepted,
  valuation,
  vehicle,
  siteName,
  phone,
  towards,
}: {
  accepted: boolean;
  valuation: EstimateAnswer;
  vehicle: TradeInVehicle;
  siteName: string;
  phone?: string;
  /** The car in stock the trade-in goes towards, when the wizard started from one. */
  towards?: string;
}) {
  const href = phone ? telHref(phone) : null;
  const car = vehicleName(vehicle);
  return (
    <div data-trade-in-done={accepted ? 'offer' : 'appraisal'}>
      {accepted && valuation.outcome.kind === 'estimate' ? (
        <p className="text-gray-800">
          Thank you. {siteName} has your acceptance of our offer of{' '}
          <strong className="font-semibold text-gray-900">{formatWholeDollars(valuation.outcome.offer)}</strong> for your {car}.
        </p>
      ) : (
        <p className="text-gray-800">Thank you. {siteName} has your request for an in-person appraisal of your {car}.</p>
      )}
      {towards ? <p className="mt-2 text-gray-800">We will put it towards the {towards} you are interested in.</p> : null}
      <h3 className="mt-6 text-lg font-bold text-gray-900">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-gray-800">
        <li>We will call or e-mail you within one business day{accepted ? ' to arrange a time to inspect the car.' : ' to arrange a time for the appraisal.'}</li>
        <li>Bring the car, its registration papers, service books and every key.</li>
        <li>
          {accepted
            ? 'Once we have inspected it and confirmed its details, the offer is final and can go towards your next car.'
            : 'We value it with you on the spot, with no obligation to sell.'}
        </li>
      </ol>
      {phone ? (
        <p className="mt-6 text-gray-800">
          Questions in the meantime? Call us on{' '}
          {href ? (
            <a href={href} className="font-semibold text-brand-text underline underline-offset-2">
              {phone}
            </a>
          ) : (
            <span className="font-semibold">{phone}</span>
          )}
          .
        </p>
      ) : null}
      <p className="mt-6">
        <Link href="/search/new-used-and-demo-cars" prefetch={false} className="font-semibold text-brand-text underline underline-offset-2">
          Browse our cars
        </Link>
      </p>
    </div>
  );
}
