/**
 * /finance-applications/{id}?expires=…&sig=… — the dealer's protected view of one finance application
 * (issue 15), reached from the link in the application's lead e-mail. The link is the key: a bad,
 * expired or other site's link, an unknown id and a row that does not open all answer the same plain
 * 404 (lib/finance/applications/view.ts), with no hint of which check failed.
 *
 * Never indexed (robots noindex, nofollow) and never cached: the page is dynamic, which Next serves
 * with `Cache-Control: private, no-cache, no-store, max-age=0, must-revalidate`. No referrer leaves it
 * (its address carries the signature).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApplicationView } from '@/components/finance/application/ApplicationView';
import { db } from '@/lib/db';
import { applicationKeys } from '@/lib/finance/applications/secret';
import { applicationForView } from '@/lib/finance/applications/view';
import { loadSite } from '@/lib/tenancy/current-site';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Finance application',
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: 'no-referrer',
};

export default async function FinanceApplicationPage({ params, searchParams }: PageProps<'/[site]/finance-applications/[id]'>) {
  const { site: slug, id } = await params;
  const site = await loadSite(slug);
  const query = await searchParams;
  const view = await applicationForView({ db: await db(), keys: applicationKeys() }, { site: site.slug, id, expires: query.expires, sig: query.sig });
  if (!view) notFound();
  return <ApplicationView siteName={site.name} view={view} />;
}
