/**
 * /pages/unsubscribe (issue 13 item 9): a real opt-out from marketing. The shopper gives their e-mail
 * address, or arrives by the signed link in their confirmation e-mail (?email=…&token=…) and only
 * confirms; it is recorded as opted out for this dealer (lib/db opt-outs) and later leads from it
 * carry no marketing consent (lib/leads/intake). The confirmation never says whether the address was
 * known. Following the link changes nothing by itself: mail scanners open links, so a button posts.
 */
import type { Metadata } from 'next';
import { queryParam } from '@/lib/http/query-param';
import { verifyUnsubscribeToken } from '@/lib/leads/unsubscribe/link';
import { unsubscribeSecret } from '@/lib/leads/unsubscribe/secret';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string (the confirmation and errors): rendered per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false }, alternates: { canonical: '/pages/unsubscribe' } };

const ERRORS = new Map([
  ['email', 'Please enter a valid email address.'],
  ['busy', 'Too many requests. Please try again later.'],
  ['link', 'This unsubscribe link is not valid. Please enter your email address instead.'],
]);

export default async function UnsubscribePage({ params, searchParams }: PageProps<'/[site]/pages/unsubscribe'>) {
  const site = await loadSite((await params).site);
  const query = await searchParams;
  const done = query.done === '1';
  const linked = { email: queryParam(query.email) ?? '', token: queryParam(query.token) ?? '' };
  const signed = linked.token !== '' && verifyUnsubscribeToken(unsubscribeSecret(), site.slug, linked.email, linked.token);
  const error =
    typeof query.error === 'string' ? ERRORS.get(query.error) : linked.token !== '' && !signed ? ERRORS.get('link') : undefined;
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-bold md:text-4xl">Unsubscribe</h1>
      {done ? (
        <div role="status" className="mt-6 rounded-lg border border-green-700 bg-green-50 p-5" data-unsubscribed="">
          <p className="font-semibold">You have been unsubscribed.</p>
          <p className="mt-2">That address will receive no more marketing from {site.name}. We will still reply to enquiries you send us.</p>
        </div>
      ) : signed ? (
        <form method="post" action="/api/unsubscribe" className="mt-6 space-y-4" data-signed-unsubscribe="">
          <p>
            Stop offers and marketing from {site.name} to <strong className="wrap-anywhere">{linked.email}</strong>? Replies to enquiries you make are not affected.
          </p>
          <input type="hidden" name="email" value={linked.email} />
          <input type="hidden" name="token" value={linked.token} />
          <button type="submit" className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
            Unsubscribe
          </button>
        </form>
      ) : (
        <>
          <p className="mt-4 text-gray-700">
            Enter your email address and {site.name} will stop sending you offers and marketing. Replies to enquiries you make are not affected.
          </p>
          <form method="post" action="/api/unsubscribe" className="mt-6 space-y-4" noValidate>
            <div>
              <label htmlFor="unsubscribe-email" className="block font-semibold">
                Email
              </label>
              <input
                id="unsubscribe-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-invalid={error === ERRORS.get('email') ? true : undefined}
                aria-describedby={error ? 'unsubscribe-error' : undefined}
                className="mt-1 block w-full rounded-md border border-gray-500 px-3 py-2"
              />
              {error ? (
                <p id="unsubscribe-error" role="alert" className="mt-1 text-sm font-semibold text-red-800">
                  {error}
                </p>
              ) : null}
            </div>
            <button type="submit" className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
              Unsubscribe
            </button>
          </form>
        </>
      )}
    </div>
  );
}
