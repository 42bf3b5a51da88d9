/** The end of the journey: the deal is with the dealer (shown after submitting, and on a later visit). */
import Link from 'next/link';
import { buttonClass, inline } from '@/components/vehicle/styles';

export const confirmationHeading = (siteName: string) => `Your order is with ${siteName}`;

export function PurchaseConfirmation({ siteName, carTitle, carHref, garageHref, headingRef }: { siteName: string; carTitle: string; carHref: string; garageHref?: string; headingRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="purchase-done-heading" data-purchase-status="submitted">
      <h2 id="purchase-done-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {confirmationHeading(siteName)}
      </h2>
      <div role="status" className="mt-3 rounded-md border-2 border-green-700 bg-green-50 p-4 text-gray-900">
        <p>
          Thank you. Your deposit is paid and the {carTitle} is reserved for you. {siteName} has your complete order — trade-in, finance and delivery — and will call you within one business day to confirm it.
        </p>
        <p className="mt-2">We have e-mailed your deposit receipt, with a link to cancel for a full refund within the hold.</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {garageHref ? (
          <Link href={garageHref} className={inline(buttonClass.primary)}>
            View in My garage
          </Link>
        ) : null}
        <Link href={carHref} className={inline(buttonClass.outline)}>
          Back to the car
        </Link>
      </div>
    </section>
  );
}
