import type { Metadata } from 'next';
import { SearchRoutePage } from '@/components/search/SearchRoutePage';
import { loadSearchPage } from '@/lib/search/page-data';
import { searchLabel, searchMetadata } from '@/lib/search/page-meta';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string, so it is rendered per request (never served from the page cache).
export const dynamic = 'force-dynamic';

async function load({ params, searchParams }: PageProps<'/[site]/new-used-and-demo-cars'>) {
  const site = await loadSite((await params).site);
  return { site, data: await loadSearchPage(site, [], await searchParams) };
}

export async function generateMetadata(props: PageProps<'/[site]/new-used-and-demo-cars'>): Promise<Metadata> {
  const { site, data } = await load(props);
  return searchMetadata(site, data, '/new-used-and-demo-cars');
}

/** /new-used-and-demo-cars: every car, refined on car_type and make (spec §2). */
export default async function AllStock(props: PageProps<'/[site]/new-used-and-demo-cars'>) {
  const { site, data } = await load(props);
  return <SearchRoutePage site={site} data={data} label={searchLabel(data, 'New, used and demo cars')} />;
}
