/** /our-location (spec §2): 'View our locations' and the location cards. */
import type { Metadata } from 'next';
import { LocationCards } from '@/components/locations/LocationCards';
import { locationGroups } from '@/lib/content/location-groups';
import { loadSite } from '@/lib/tenancy/current-site';

export async function generateMetadata({ params }: PageProps<'/[site]/our-location'>): Promise<Metadata> {
  const site = await loadSite((await params).site);
  return { title: 'Our Locations', description: `Addresses, opening hours and phone numbers of every ${site.name} location.`, alternates: { canonical: '/our-location' } };
}

export default async function OurLocationsPage({ params }: PageProps<'/[site]/our-location'>) {
  const site = await loadSite((await params).site);
  const groups = await locationGroups(site);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold md:text-4xl">View our locations</h1>
      <LocationCards groups={groups} headingLevel={2} className="mt-8" />
    </div>
  );
}
