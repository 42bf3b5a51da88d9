/** /locations/{slug} (spec §2: the location page some sites' cards link): the same page as /our-location/{slug}. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LocationDetails } from '@/components/locations/LocationDetails';
import { loadLocationPage, locationMetadata } from '@/components/locations/location-page';

export function generateMetadata({ params }: PageProps<'/[site]/locations/[slug]'>): Promise<Metadata> {
  return locationMetadata(params);
}

export default async function LocationsAliasPage({ params }: PageProps<'/[site]/locations/[slug]'>) {
  const { site, group } = await loadLocationPage(params);
  if (!group) notFound();
  return <LocationDetails site={site} group={group} />;
}
