import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import type { CSSProperties } from 'react';
import { VisitRecorder } from '@/components/leads/VisitRecorder';
import { SiteFooter } from '@/components/site/SiteFooter';
import { PreviewBar } from '@/components/site/PreviewBar';
import { SiteHeader } from '@/components/site/SiteHeader';
import { accessibleFill, textColourOnWhite } from '@/domain/theme';
import { content, type Site } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';

// Pages are rendered on demand per site and refreshed hourly (content changes also revalidate by tag).
export const revalidate = 3600;

/**
 * No site is built ahead of time, but every page without request-time inputs (search parameters,
 * headers) is cached once rendered — per site, since the site is part of the path — and refreshed on
 * its `revalidate` period or by tag. An empty list is what turns on-demand rendering into caching.
 */
export function generateStaticParams(): { site: string }[] {
  return [];
}

function themeStyle(site: Site): CSSProperties {
  const { primary, accent } = site.theme;
  const brand = accessibleFill(primary);
  const accentFill = accessibleFill(accent);
  return {
    '--brand': brand.background,
    '--brand-ink': brand.text,
    '--brand-text': textColourOnWhite(primary),
    '--accent': accentFill.background,
    '--accent-ink': accentFill.text,
  } as CSSProperties;
}

export async function generateMetadata({ params }: LayoutProps<'/[site]'>): Promise<Metadata> {
  const site = await loadSite((await params).site);
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.tagline,
    ...(site.url ? { metadataBase: new URL(site.url) } : {}),
    openGraph: { siteName: site.name, locale: 'en_AU', type: 'website' },
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
  };
}

export default async function SiteLayout({ children, params }: LayoutProps<'/[site]'>) {
  const site = await loadSite((await params).site);
  const [preview, header, footer, models, brands, locations] = await Promise.all([
    draftMode().then((d) => d.isEnabled),
    content.navigation(site, 'header'),
    content.navigation(site, 'footer'),
    content.models(site),
    content.brands(site),
    content.locations(site),
  ]);
  return (
    <div style={themeStyle(site)} data-site={site.slug} data-template={site.template} className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Skip to content
        </a>
        {preview && <PreviewBar />}
        <SiteHeader site={site} items={header} sources={{ models, brands }} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter site={site} items={footer} locations={locations} />
        <VisitRecorder />
    </div>
  );
}
