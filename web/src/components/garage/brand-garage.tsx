/**
 * A dealer group's own address for the garage (/mymotorama, /mybigboxcars, /myblinkr, /myservco):
 * the garage where the site's garage_alias names this alias, else a 404. Each alias is a page file
 * of its own (Next routes by folder); they all come from here.
 */
import type { BrandGarageAlias } from '@forecourt/schemas/sanity';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadSite } from '@/lib/tenancy/current-site';
import { GaragePage } from './GaragePage';

export const garageMetadata: Metadata = { title: 'My garage', robots: { index: false, follow: false } };

export function brandGarage(alias: BrandGarageAlias) {
  return async function BrandGarage({ params }: { params: Promise<{ site: string }> }) {
    const site = await loadSite((await params).site);
    if (site.features.garage_alias !== alias) notFound();
    return <GaragePage site={site} path={`/${alias}`} />;
  };
}
