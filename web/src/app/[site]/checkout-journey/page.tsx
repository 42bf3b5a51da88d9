/** /checkout-journey?car_id={slug or id} — Online purchase (issue 16; components/purchase/PurchaseJourneyPage.tsx). */
import type { Metadata } from 'next';
import { PURCHASE_PAGE_TITLE, PurchaseJourneyPage } from '@/components/purchase/PurchaseJourneyPage';

// Per shopper and per moment: the deal is theirs, and the car may be reserved a second ago.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: PURCHASE_PAGE_TITLE, robots: { index: false, follow: false } };

export default async function Page({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ site }, query] = await Promise.all([params, searchParams]);
  const carId = typeof query.car_id === 'string' ? query.car_id : undefined;
  return <PurchaseJourneyPage siteSlug={site} carId={carId} />;
}
