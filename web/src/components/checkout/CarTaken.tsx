/**
 * What a buyer sees when the car went to someone else: the reason as an alert (nothing charged, or
 * the deposit refunded), and the ways on. One panel for Reserve's page and the purchase's deposit step.
 */
import Link from 'next/link';
import { buttonClass, inline } from '@/components/vehicle/styles';

export function CarTaken({ message, carHref }: { message: string; carHref?: string }) {
  return (
    <>
      <p role="alert" className="mt-3 rounded-md border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
        {message}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/search" className={inline(buttonClass.primary)}>
          Search for a similar car
        </Link>
        {carHref ? (
          <Link href={carHref} className={inline(buttonClass.outline)}>
            Back to the car
          </Link>
        ) : null}
      </div>
    </>
  );
}
