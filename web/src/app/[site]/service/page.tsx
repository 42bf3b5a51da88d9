/** /service (spec §2): the service page — see components/service/ServicePage.tsx. */
import type { Metadata } from 'next';
import { ServicePage } from '@/components/service/ServicePage';
import { content } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';

export async function generateMetadata({ params }: PageProps<'/[site]/service'>): Promise<Metadata> {
  const site = await loadSite((await params).site);
  const page = await content.page(site, 'service');
  return { title: page?.title ?? 'Service', description: page?.description ?? `Book a service at ${site.name}.`, alternates: { canonical: '/service' } };
}

export default async function ServiceRoute({ params }: PageProps<'/[site]/service'>) {
  const site = await loadSite((await params).site);
  return <ServicePage site={site} page={await content.page(site, 'service')} genuine={false} />;
}
