import type { Metadata } from 'next';
import { SearchRoutePage } from '@/components/search/SearchRoutePage';
import { loadSearchPage } from '@/lib/search/page-data';
import { searchMetadata } from '@/lib/search/page-meta';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string, so it is rendered per request (never served from the page cache).
export const dynamic = 'force-dynamic';

async function load({ params, searchParams }: PageProps<'/[site]/pre-owned'>) {
  const site = await loadSite((await params).site);
  const data = await loadSearchPage(site, ['used-cars'], await searchParams);
  const certified = data.query.refinements.certified?.includes('true');
  return { site, data, label: certified ? 'Toyota Certified Pre-Owned Vehicles' : 'Pre-Owned Vehicles' };
}

export async function generateMetadata(props: PageProps<'/[site]/pre-owned'>): Promise<Metadata> {
  const { site, data, label } = await load(props);
  return { ...searchMetadata(site, data, '/pre-owned'), title: `${label} for sale` };
}

/** /pre-owned and /pre-owned?certified=true (spec §2). */
export default async function PreOwned(props: PageProps<'/[site]/pre-owned'>) {
  const { site, data, label } = await load(props);
  return <SearchRoutePage site={site} data={data} label={label} />;
}
