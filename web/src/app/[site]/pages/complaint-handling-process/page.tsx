/**
 * /pages/complaint-handling-process on every site (spec §8 complaints notice): generated from the
 * site's complaints contact and the consumer-protection regulator of each state its locations are
 * in (domain/regulators), never written by hand per dealer, so a new location in another state adds
 * its regulator by itself.
 */
import type { Metadata } from 'next';
import { complaintsNotice } from '@/domain/regulators';
import { telHref } from '@/domain/phone';
import { content } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';

const TITLE = 'Complaint Handling Process';

export async function generateMetadata({ params }: PageProps<'/[site]/pages/complaint-handling-process'>): Promise<Metadata> {
  const site = await loadSite((await params).site);
  return { title: TITLE, description: `How to raise a complaint or concern with ${site.name}, and who else can help.`, alternates: { canonical: '/pages/complaint-handling-process' } };
}

export default async function ComplaintHandlingPage({ params }: PageProps<'/[site]/pages/complaint-handling-process'>) {
  const site = await loadSite((await params).site);
  const locations = (await content.locations(site)).filter((l) => l.visible);
  const notice = complaintsNotice(site, locations);
  const phoneHref = notice.phone ? telHref(notice.phone) : null;
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold md:text-4xl">{TITLE}</h1>
      <p className="mt-6 text-lg">{notice.intro}:</p>
      {/* minmax(0,1fr) and wrap-anywhere: a long e-mail address wraps on a phone instead of widening the page. */}
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 wrap-anywhere" data-complaints-contact="">
        {notice.manager ? (
          <>
            <dt className="font-semibold">Manager</dt>
            <dd>{notice.manager}</dd>
          </>
        ) : null}
        {notice.email ? (
          <>
            <dt className="font-semibold">Email</dt>
            <dd>
              <a href={`mailto:${notice.email}`} className="underline">
                {notice.email}
              </a>
            </dd>
          </>
        ) : null}
        {notice.phone ? (
          <>
            <dt className="font-semibold">Phone</dt>
            <dd>{phoneHref ? <a href={phoneHref} className="underline">{notice.phone}</a> : notice.phone}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-4">{notice.contactPerson}</p>
      {notice.regulators.length > 0 ? (
        <section aria-labelledby="regulators" className="mt-8">
          <h2 id="regulators" className="text-2xl font-bold">
            If you are not satisfied
          </h2>
          <p className="mt-2">If we cannot resolve your complaint, you can contact the consumer-protection authority in your state:</p>
          <ul className="mt-3 space-y-2" data-regulators="">
            {notice.regulators.map((r) => (
              <li key={r.state} data-state={r.state}>
                <a href={r.website} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                  {r.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{' '}
                {notice.regulatorSuffix}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
