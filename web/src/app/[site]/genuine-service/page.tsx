/** /genuine-service (spec §2): where Book a Service goes when no dealer-network base domain is configured. */
import type { Metadata } from 'next';
import { ServicePage } from '@/components/service/ServicePage';
import { content } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';

export async function generateMetadata({ params }: PageProps<'/[site]/genuine-service'>): Promise<Metadata> {
  const site = await loadSite((await params).site);
  const page = await content.page(site, 'genuine-service');
  return { title: page?.title ?? 'Genuine Service', description: page?.description ?? `Genuine servicing at ${site.name}.`, alternates: { canonical: '/genuine-service' } };
}

export default async function GenuineServiceRoute({ params }: PageProps<'/[site]/genuine-service'>) {
  const site = await loadSite((await params).site);
  return <ServicePage site={site} page={await content.page(site, 'genuine-service')} genuine />;
}
