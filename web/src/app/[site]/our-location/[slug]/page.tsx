/** /our-location/{slug} (spec §2): the location page of the card group that has a location of this slug. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LocationDetails } from '@/components/locations/LocationDetails';
import { loadLocationPage, locationMetadata } from '@/components/locations/location-page';

export function generateMetadata({ params }: PageProps<'/[site]/our-location/[slug]'>): Promise<Metadata> {
  return locationMetadata(params);
}

export default async function LocationPage({ params }: PageProps<'/[site]/our-location/[slug]'>) {
  const { site, group } = await loadLocationPage(params);
  if (!group) notFound();
  return <LocationDetails site={site} group={group} />;
}
