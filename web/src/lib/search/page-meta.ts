/** Titles, descriptions and canonical URLs of the search routes. */
import type { Metadata } from 'next';
import type { Site } from '@/lib/content';
import type { SearchPageData } from './page-data';
import { encodeQuery } from './query';
import { withoutBase } from './url';

export function searchLabel(data: SearchPageData, fallback = 'Cars for sale'): string {
  return data.route.kind === 'search' ? data.route.label : fallback;
}

export function searchMetadata(site: Site, data: SearchPageData, pathname: string): Metadata {
  if (data.route.kind === 'unknown') return { title: 'No cars found', robots: { index: false } };
  const label = searchLabel(data);
  const where = site.address ? ` in ${site.address.split(',').slice(-2).join(',').trim()}` : '';
  const qs = encodeQuery(withoutBase({ ...data.query, page: data.query.page }, data.base)).toString();
  return {
    title: `${label} for sale${data.query.page > 1 ? ` – page ${data.query.page}` : ''}`,
    description: `Browse ${data.result.found.toLocaleString('en-AU')} ${label.toLowerCase()} for sale at ${site.name}${where}. Prices, photos and finance estimates, updated daily.`,
    alternates: { canonical: qs ? `${pathname}?${qs}` : pathname },
  };
}
