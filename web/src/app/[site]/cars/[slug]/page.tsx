import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { WatchlistButton } from '@/components/account/WatchlistButton';
import { WatchlistToaster } from '@/components/account/WatchlistToaster';
import { VehicleContent } from '@/components/vehicle/content';
import { PrintPdfButton, ShareRow } from '@/components/vehicle/share';
import { VehicleViews } from '@/components/vehicle/views';
import { vehicleLeadData } from '@/components/leads/vehicle/build-lead-data';
import { carSummary } from '@/components/leads/vehicle/form-page';
import { EnquirePanel } from '@/components/vehicle/EnquirePanel';
import { SimilarVehicles } from '@/components/vehicle/SimilarVehicles';
import { VEHICLE_MAP_ID, VehicleMapSection } from '@/components/vehicle/VehicleMapSection';
import { VehicleActionButtons } from '@/components/vehicle/VehicleActionButtons';
import { VehicleGallery } from '@/components/vehicle/VehicleGallery';
import { VehicleStickyBars } from '@/components/vehicle/VehicleStickyBars';
import { VehicleSummary } from '@/components/vehicle/VehicleSummary';
import { trackingParameters } from '@/domain/tracking';
import { content } from '@/lib/content';
import { vehiclePageQuote } from '@/lib/finance/page-quote';
import { findVehicle, searchEngine } from '@/lib/search';
import { pick } from '@/lib/pick';
import { loadSite } from '@/lib/tenancy/current-site';
import { vehicleMetadata } from '@/lib/vehicle/metadata';
import { vehiclePageModel } from '@/lib/vehicle/page-model';
import { similarVehicles } from '@/lib/vehicle/similar';
import { jsonLdText, vehicleStructuredData } from '@/lib/vehicle/structured-data';

// What each client island reads of the car; the rest stays on the server (see lib/pick.ts).
const VIEWS_FIELDS = ['id', 'slug', 'stocknum', 'make', 'model', 'body', 'simple_body', 'badge', 'photos_count', 'updated_at', 'car_type', 'year', 'km'] as const;
const PRINT_FIELDS = ['slug', 'car_type', 'make', 'model', 'badge', 'year', 'km'] as const;
const SHARE_FIELDS = ['slug', 'name', 'year', 'make', 'model', 'badge'] as const;

// Stock changes faster than content: a sold car should not keep its price for an hour.
export const revalidate = 300;

/** Vehicle pages are rendered on first visit and then served from the cache (see [site]/layout.tsx). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

/** The site, the car (any status: a sold car shows the SOLD view) and the car's location; shared by metadata and page. */
const loadVehicle = cache(async (siteSlug: string, rawSlug: string) => {
  const site = await loadSite(siteSlug);
  const slug = decodeURIComponent(rawSlug);
  const [engine, locations, finance] = await Promise.all([searchEngine(), content.locations(site), content.financeSettings(site)]);
  const vehicle = await findVehicle(engine, site, slug);
  if (!vehicle) notFound();
  const location =
    locations.find((l) => l.location_id === vehicle.location_id) ??
    locations.find((l) => l._id === vehicle.location_id);
  return { site, vehicle, location, engine, finance };
});

export async function generateMetadata({ params }: PageProps<'/[site]/cars/[slug]'>): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const { site, vehicle } = await loadVehicle(siteSlug, slug);
  return vehicleMetadata(vehicle, site);
}

const SEARCH_BY_TYPE = {
  used: { href: '/search/used-cars', label: 'Used cars' },
  new: { href: '/search/new-and-demo-cars', label: 'New & demo cars' },
  demo: { href: '/search/new-and-demo-cars', label: 'New & demo cars' },
} as const;

/** /cars/{slug}: the vehicle detail page. */
export default async function VehiclePage({ params }: PageProps<'/[site]/cars/[slug]'>) {
  const { site: siteSlug, slug } = await params;
  const { site, vehicle, location, engine, finance } = await loadVehicle(siteSlug, slug);
  const now = new Date();
  const model = vehiclePageModel(vehicle, site, location, now, finance);
  if (model.phoneWarning) console.warn(`[vehicle] ${model.phoneWarning}`);
  const [similar, quote] = await Promise.all([model.inStock ? [] : similarVehicles(engine, site, vehicle, now), vehiclePageQuote(vehicle)]);

  // Built once: every form on the page gets this same object, which React then sends once.
  const leads = vehicleLeadData(site, await content.locations(site), vehicle, model.title);
  const car = carSummary(vehicle, model);
  const crumbs = SEARCH_BY_TYPE[vehicle.car_type] ?? SEARCH_BY_TYPE.used;
  const showMap = site.features.vehicle_map_section && location !== undefined;

  return (
    <div className="pb-24 lg:pb-28">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(vehicleStructuredData(vehicle, site, location)) }}
      />
      <div className="container-page py-4 lg:py-6">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-gray-700">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link href="/" className="hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link href={crumbs.href} prefetch={false} className="hover:underline">
                {crumbs.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="truncate font-medium text-gray-900">
              {model.title}
            </li>
          </ol>
        </nav>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_400px]">
          <div className="min-w-0">
            <VehicleGallery images={model.images} title={model.title} />
          </div>

          <aside aria-label="Price and actions" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <VehicleSummary
              model={model}
              location={location}
              mapHref={showMap ? `#${VEHICLE_MAP_ID}` : undefined}
              views={<VehicleViews vehicle={pick(vehicle, VIEWS_FIELDS)} site={pick(site, ['_id'])} />}
              actions={
                <VehicleActionButtons
                  vehicle={vehicle}
                  model={model}
                  car={car}
                  leads={leads}
                  print={site.features.print ? <PrintPdfButton vehicle={pick(vehicle, PRINT_FIELDS)} /> : undefined}
                />
              }
              share={
                <>
                  {site.features.watchlist ? (
                    <WatchlistButton carId={vehicle.id} name={model.title} status={vehicle.status} tracking={{ ...trackingParameters(vehicle) }} className="mb-3" />
                  ) : null}
                  <ShareRow vehicle={pick(vehicle, SHARE_FIELDS)} site={{ ...pick(site, ['name', 'url']), features: pick(site.features, ['hide_twitter_share']) }} />
                </>
              }
            />
          </aside>

          <div className="min-w-0 space-y-8 lg:col-start-1">
            <VehicleContent vehicle={vehicle} site={site} now={now} location={location} finance={finance} quote={quote} />
            <EnquirePanel site={site} model={model} leads={leads} />
            {showMap && location ? <VehicleMapSection location={location} href={model.location?.href} /> : null}
          </div>
        </div>

        {model.inStock ? null : <SimilarVehicles vehicles={similar} site={site} now={now} finance={finance} />}
      </div>
      <VehicleStickyBars model={model} car={car} leads={leads} />
      {site.features.watchlist ? <WatchlistToaster /> : null}
    </div>
  );
}
