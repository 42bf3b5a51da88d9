/**
 * The server half of every search route: resolves the path, renders the first results, facets and
 * counts into the HTML, and hands over to the client page for refinements. The first page's cards,
 * the guarantees banner and the 'We accept' strip are server components passed in as slots: their
 * code stays on the server until a refinement needs cards drawn in the browser.
 */
import Link from 'next/link';
import { siteVehicleNoun } from '@/domain/vehicle-noun';
import type { Site } from '@/lib/content';
import type { SearchPageData } from '@/lib/search/page-data';
import { siteSavesCars } from '@/domain/buttons';
import { cardSaves } from './results/card-saves';
import { GuaranteesBanner } from './results/GuaranteesBanner';
import { ResultsItems, WeeklyNote } from './results/ResultsItems';
import { WeAcceptStrip } from './results/WeAcceptStrip';
import { SearchPage } from './SearchPage';
import { searchSite } from './search-site';

export function SearchRoutePage({ site, data, label }: { site: Site; data: SearchPageData; label: string }) {
  if (data.route.kind === 'unknown') {
    return (
      <div className="container-page py-16">
        <h1 className="text-2xl font-bold">
          No {siteVehicleNoun(site).many} found for “{data.route.segment}”
        </h1>
        <p className="mt-3 text-gray-700">
          We don’t have anything matching that right now — it may have sold, or the link may be out of date.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href="/search/new-used-and-demo-cars"
            className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink"
          >
            See all our stock
          </Link>
          <Link href="/" className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
            Back to the home page
          </Link>
        </div>
      </div>
    );
  }
  const cards = {
    query: data.query,
    result: data.result,
    site,
    promos: data.promos,
    now: data.now,
    finance: data.finance,
  };
  // No <Suspense> around the page: every search route renders per request (force-dynamic), where
  // useSearchParams needs no boundary. With one, Next streamed the results out of order (hidden until
  // an inline script swapped them in), so a browser could paint the empty page first and then shift
  // everything below the header when they appeared (Lighthouse CLS 0.795 on three of the four sites).
  return (
    <SearchPage
      site={searchSite(site)}
      label={label}
      base={data.base}
      initialQuery={data.query}
      // The cards are server HTML: the browser needs the first result's facets and counts, not its cars.
      initialResult={{ ...data.result, hits: [] }}
      promos={data.promos}
      now={data.now}
      finance={data.finance}
      serverItems={{ list: <ResultsItems {...cards} />, note: <WeeklyNote {...cards} />, ...(siteSavesCars(site) ? { saves: cardSaves(data.result.hits) } : {}) }}
      banner={<GuaranteesBanner site={site} />}
      weAccept={<WeAcceptStrip site={site} />}
    />
  );
}
