/**
 * /compare?ids=a,b,c,d (spec §4 "Compare/favourite control", §6 "Favourites, compare ... depend on
 * dealer configuration"): up to four of this site's cars side by side, read on the server by id or
 * slug. Unknown ids, another dealer's cars and ids past the fourth are left out, never an error.
 * The selection lives in the URL, so the view is shareable and each "Remove" is a plain link.
 * A 404 where the site has compare off; never indexed (crawlable, so the noindex is seen).
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { compareVehicles } from '@/components/compare/compare-cars';
import { compareColumns } from '@/components/compare/compare-model';
import { parseCompareIds } from '@/components/compare/compare-query';
import { CompareTable } from '@/components/compare/CompareTable';
import { CopyLinkButton } from '@/components/compare/CopyLinkButton';
import { capitalised, siteVehicleNoun } from '@/domain/vehicle-noun';
import { content } from '@/lib/content';
import { searchEngine } from '@/lib/search';
import { loadSite } from '@/lib/tenancy/current-site';

// The cars' prices and status change, and the query picks them: rendered per request.
export const dynamic = 'force-dynamic';

const SEARCH_PATH = '/search/new-used-and-demo-cars';
const LINK = 'font-semibold text-brand-text underline underline-offset-2 hover:no-underline';

async function compareSite(params: PageProps<'/[site]/compare'>['params']) {
  const site = await loadSite((await params).site);
  if (!site.features.compare) notFound();
  return site;
}

export async function generateMetadata({ params }: PageProps<'/[site]/compare'>): Promise<Metadata> {
  const site = await compareSite(params);
  return { title: `Compare ${siteVehicleNoun(site).many}`, robots: { index: false, follow: true } };
}

export default async function ComparePage({ params, searchParams }: PageProps<'/[site]/compare'>) {
  const site = await compareSite(params);
  const ids = parseCompareIds((await searchParams).ids);
  const [vehicles, finance] = await Promise.all([
    ids.length ? searchEngine().then((engine) => compareVehicles(engine, site, ids)) : [],
    content.financeSettings(site),
  ]);
  const columns = compareColumns(vehicles, site, new Date(), finance);
  const noun = siteVehicleNoun(site);
  // Where to pick cars: the saved list where the site has one, else the search.
  const pick = site.features.favourites ? { href: '/favourites', label: 'Go to my favourites' } : { href: SEARCH_PATH, label: `Search our ${noun.many}` };

  return (
    <div className="container-page py-8 md:py-10">
      <h1 className="text-3xl font-bold md:text-4xl">{`Compare ${noun.many}`}</h1>
      {columns.length === 0 ? (
        <div className="mt-6 max-w-2xl">
          <p className="text-gray-800">{`There are no ${noun.many} to compare. Choose up to four ${noun.many} from your favourites to see them side by side.`}</p>
          <p className="mt-6">
            <Link href={pick.href} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-brand-ink hover:opacity-90">
              {pick.label}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <div className="mt-4 mb-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            {site.features.favourites ? (
              <Link href="/favourites" className={`${LINK} inline-flex min-h-11 items-center`}>
                Back to my favourites
              </Link>
            ) : null}
            <CopyLinkButton />
          </div>
          <CompareTable columns={columns} nounMany={noun.many} />
          {columns.length === 1 ? (
            <p className="mt-4 text-gray-800">
              {`${capitalised(noun.one)} comparison works best with two or more. `}
              <Link href={pick.href} className={LINK}>
                {pick.label}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
