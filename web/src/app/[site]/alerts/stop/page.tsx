/**
 * /alerts/stop?u=…&t=… — the signed stop link at the end of every watch alert SMS
 * (lib/watch-alerts/stop-link.ts). Following the link changes nothing by itself (SMS and mail
 * scanners open links): the page shows one button that posts to /api/account/alerts/stop, which
 * turns the account's alerts off and comes back with ?done=1 (or ?error=link). No sign-in needed.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { garageEnabled } from '@/domain/garage';
import { authSecret } from '@/lib/auth/secret';
import { queryParam } from '@/lib/http/query-param';
import { loadSite } from '@/lib/tenancy/current-site';
import { STOP_API, verifyStopToken } from '@/lib/watch-alerts/stop-link';

// Reads the query string (the link, the outcome): rendered per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Stop alerts', robots: { index: false }, alternates: { canonical: '/alerts/stop' } };

export default async function StopAlertsPage({ params, searchParams }: PageProps<'/[site]/alerts/stop'>) {
  const site = await loadSite((await params).site);
  const query = await searchParams;
  const done = query.done === '1';
  const linked = { u: queryParam(query.u) ?? '', t: queryParam(query.t) ?? '' };
  // Only where the site has a garage does the link lead anywhere (elsewhere /my-garage is a 404).
  const garage = garageEnabled(site);
  const signed = !done && verifyStopToken(authSecret(), site.slug, linked.u, linked.t);
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-bold md:text-4xl">Stop alerts</h1>
      {done ? (
        <div role="status" className="mt-6 rounded-lg border border-green-700 bg-green-50 p-5" data-alerts-stopped="">
          <p className="font-semibold">Alerts are off.</p>
          <p className="mt-2">
            {site.name} will send no more texts about your watched cars.
            {garage ? (
              <>
                {' '}
                You can turn them on again in{' '}
                <Link href="/my-garage" className="font-semibold underline">
                  My garage
                </Link>
                .
              </>
            ) : null}
          </p>
        </div>
      ) : signed ? (
        <form method="post" action={STOP_API} className="mt-6 space-y-4" data-signed-stop="">
          <p>Stop texts from {site.name} when a car you are watching drops in price or sells?</p>
          <input type="hidden" name="u" value={linked.u} />
          <input type="hidden" name="t" value={linked.t} />
          <button type="submit" className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
            Stop alerts
          </button>
        </form>
      ) : (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          This link is not valid.
          {garage ? (
            <>
              {' '}
              Sign in and turn alerts off in{' '}
              <Link href="/my-garage" className="underline">
                My garage
              </Link>
              .
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}
