/** /cars/{slug}/buy-online — Reserve (issue 16), when the site's checkout_path is 'buy-online' (components/checkout/CheckoutPage.tsx). */
import type { Metadata } from 'next';
import { CheckoutPage } from '@/components/checkout/CheckoutPage';

// Per shopper and per moment: the car may be reserved a second ago.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Reserve this car', robots: { index: false, follow: false } };

export default async function Page({ params }: PageProps<'/[site]/cars/[slug]/buy-online'>) {
  const { site, slug } = await params;
  return <CheckoutPage siteSlug={site} rawSlug={slug} kind="buy-online" />;
}
