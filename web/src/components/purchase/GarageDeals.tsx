/**
 * My garage's unfinished online purchases (issue 16: "resume from /my-garage on another device after
 * signing in"): the shopper's draft deals on this site, each with the step reached and a link back
 * into the journey, which opens at that step. Nothing when there are none.
 */
import { PURCHASE_STEP_TITLES } from '@forecourt/schemas/checkout/constants';
import Link from 'next/link';
import type { AccountUser } from '@/lib/auth/current-user';
import type { Site } from '@/lib/content/models';
import { db } from '@/lib/db';
import { draftsOfUser } from '@/lib/db/purchase-deals';
import { storedDealCar } from '@/lib/purchase/deal-car';
import { isPurchaseStep } from '@/domain/purchase-steps';

export const GARAGE_DEALS_HEADING = 'Your online purchases';
export const CONTINUE_PURCHASE_LABEL = 'Continue your purchase';

export async function GarageDeals({ site, user }: { site: Pick<Site, 'slug'>; user: Pick<AccountUser, 'id'> }) {
  const drafts = await draftsOfUser(await db(), site.slug, user.id);
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="garage-deals-heading" className="mt-8">
      <h2 id="garage-deals-heading" className="text-2xl font-bold">
        {GARAGE_DEALS_HEADING}
      </h2>
      <ul className="mt-3 grid gap-3">
        {drafts.map((row) => {
          const car = storedDealCar(row.car, { id: row.carId, slug: row.carSlug });
          const step = isPurchaseStep(row.step) ? PURCHASE_STEP_TITLES[row.step] : undefined;
          return (
            <li key={row.id} className="rounded-xl border border-gray-300 p-4">
              <p className="font-semibold">{car.title}</p>
              {step ? <p className="text-sm text-gray-700">Next step: {step}</p> : null}
              <Link href={`/checkout-journey?car_id=${encodeURIComponent(row.carSlug)}`} className="mt-2 inline-block font-semibold text-brand-text underline underline-offset-2">
                {CONTINUE_PURCHASE_LABEL}
                <span className="sr-only">: {car.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
