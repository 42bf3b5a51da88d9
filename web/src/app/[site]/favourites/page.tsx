/**
 * /favourites (spec §3 "Favourite entry", §4 "Compare/favourite control", §6 "Favourites, compare
 * ... depend on dealer configuration"): the cars saved in this browser, each with a link to its
 * page and Remove; where the site compares, tick boxes and a link to /compare. The list lives in
 * localStorage, so the server renders the heading and a loading state and the browser fills it in.
 * A 404 where the site has favourites off; never indexed (crawlable, so the noindex is seen).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FavouritesList } from '@/components/favourites/FavouritesList';
import { siteVehicleNoun } from '@/domain/vehicle-noun';
import { loadSite } from '@/lib/tenancy/current-site';

const TITLE = 'My favourites';

async function favouritesSite(params: PageProps<'/[site]/favourites'>['params']) {
  const site = await loadSite((await params).site);
  if (!site.features.favourites) notFound();
  return site;
}

export async function generateMetadata({ params }: PageProps<'/[site]/favourites'>): Promise<Metadata> {
  await favouritesSite(params);
  return { title: TITLE, robots: { index: false, follow: true } };
}

export default async function FavouritesPage({ params }: PageProps<'/[site]/favourites'>) {
  const site = await favouritesSite(params);
  return (
    <div className="container-page py-8 md:py-10">
      <h1 className="text-3xl font-bold md:text-4xl">{TITLE}</h1>
      <FavouritesList compare={site.features.compare} noun={siteVehicleNoun(site)} />
    </div>
  );
}
