import type { Metadata } from 'next';
import { SearchRoutePage } from '@/components/search/SearchRoutePage';
import { loadSearchPage } from '@/lib/search/page-data';
import { searchLabel, searchMetadata } from '@/lib/search/page-meta';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string, so it is rendered per request (never served from the page cache).
export const dynamic = 'force-dynamic';

async function load({ params, searchParams }: PageProps<'/[site]/search/[[...segments]]'>) {
  const { site: slug, segments = [] } = await params;
  const site = await loadSite(slug);
  const data = await loadSearchPage(site, segments, await searchParams);
  return { site, data, pathname: `/search${segments.length ? `/${segments.join('/')}` : ''}` };
}

export async function generateMetadata(props: PageProps<'/[site]/search/[[...segments]]'>): Promise<Metadata> {
  const { site, data, pathname } = await load(props);
  return searchMetadata(site, data, pathname);
}

/** /search/used-cars, /search/{type}-cars, /search/{make}[/{model}], /search/{body|dealership|location}. */
export default async function SearchRoute(props: PageProps<'/[site]/search/[[...segments]]'>) {
  const { site, data } = await load(props);
  return <SearchRoutePage site={site} data={data} label={searchLabel(data)} />;
}
