/**
 * /sign-in?type={kind}&redirect={target}&back={origin} (spec §2, §6): phone sign-in. The heading says
 * why it is asked for (`type`); `redirect` and `back` are kept to paths on this site (sameSitePath),
 * so the page can never send a shopper to another host. A shopper already signed in sees who they
 * are signed in as, with Continue and Sign out.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { isSignInKind, signInCopy } from '@/components/account/sign-in-copy';
import { SignInForm } from '@/components/account/SignInForm';
import { SignOutButton } from '@/components/account/SignOutButton';
import { currentUser } from '@/lib/auth/current-user';
import { maskedMobile } from '@/lib/auth/phone';
import { sameSitePath } from '@/lib/http/same-site-path';
import { queryParam } from '@/lib/http/query-param';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string and the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false, follow: false } };

export default async function SignInPage({ params, searchParams }: PageProps<'/[site]/sign-in'>) {
  const site = await loadSite((await params).site);
  const query = await searchParams;
  const type = queryParam(query.type);
  const kind = isSignInKind(type) ? type : undefined;
  const redirect = sameSitePath(queryParam(query.redirect, 2048), '/');
  const back = sameSitePath(queryParam(query.back, 2048), '/');
  const copy = signInCopy(kind);
  const user = await currentUser(site);
  return (
    <div className="container-page max-w-xl py-10">
      <Link href={back} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-text underline-offset-4 hover:underline">
        <span aria-hidden="true">←</span> Back
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{user ? 'You are signed in' : copy.heading}</h1>
      {user ? (
        <div className="mt-4 space-y-4" data-signed-in="">
          <p>
            Signed in to {site.name} as <strong>{maskedMobile(user.phone)}</strong>.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Link href={redirect} className="inline-flex min-h-11 items-center rounded-md bg-brand px-8 font-semibold text-brand-ink hover:opacity-90">
              Continue
            </Link>
            <SignOutButton to={`/sign-in?${new URLSearchParams({ ...(kind ? { type: kind } : {}), redirect, back }).toString()}`} />
          </div>
        </div>
      ) : (
        <>
          <p className="mt-3 text-gray-700">{copy.reason}</p>
          <SignInForm redirect={redirect} />
          <p className="mt-6 text-sm text-gray-700">
            Signing in creates an account for this number at {site.name} if there is none. Read our{' '}
            <Link href="/privacy-policy" className="font-semibold text-brand-text underline">
              privacy policy
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}
