/** /my-garage (spec §2 gated pages; issue 14 item 6): see components/garage/GaragePage.tsx. */
import { garageMetadata } from '@/components/garage/brand-garage';
import { GaragePage } from '@/components/garage/GaragePage';
import { loadSite } from '@/lib/tenancy/current-site';

// Per shopper: read with the session cookie on every request, never cached.
export const dynamic = 'force-dynamic';
export const metadata = garageMetadata;

export default async function MyGarage({ params }: PageProps<'/[site]/my-garage'>) {
  const site = await loadSite((await params).site);
  return <GaragePage site={site} path="/my-garage" />;
}
