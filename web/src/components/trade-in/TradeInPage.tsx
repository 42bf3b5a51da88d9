/**
 * The trade-in pages (spec §2): /trade-in, /sell-your-car, /sell-my-car and /cars/trade-in?car_id=
 * all show the valuation wizard; they differ in heading and copy (the site's content page of the same
 * slug when it has one) and, for /cars/trade-in, the car in stock the trade-in goes towards (shown,
 * and sent with the lead). Never gated; a site without features.trade_in has none of them (404).
 * Server component: the wizard is the page's only client code.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageBlocks } from '@/components/blocks';
import { ContentPageIntro } from '@/components/blocks/ContentPageIntro';
import { carSummary } from '@/components/leads/vehicle/form-page';
import { carLocation } from '@/components/leads/vehicle/build-lead-data';
import { leadFormMeta } from '@/components/leads/schema-meta';
import { CarSummaryRow, type CarSummary } from '@/components/vehicle/TestDriveDialog';
import { callPhoneNumber } from '@/domain/phone';
import { content, type Location, type Page, type Site } from '@/lib/content';
import { leadCarFrom, type LeadCar } from '@/lib/leads/client/car';
import { leadFormOptions } from '@/lib/leads/intake/form-options';
import { findVehicle, findVehicleBy, searchEngine } from '@/lib/search';
import { loadSite } from '@/lib/tenancy/current-site';
import { vehiclePageModel } from '@/lib/vehicle/page-model';
import { ValuationWizard } from './ValuationWizard';

export type TradeInVariant = 'trade-in' | 'sell-your-car' | 'sell-my-car' | 'cars/trade-in';

interface VariantCopy {
  /** The content page whose title, body and blocks the route shows when the site has it. */
  contentSlug: string;
  path: string;
  title: string;
  intro: string;
  description: (site: Site) => string;
}

const TRADE_IN: VariantCopy = {
  contentSlug: 'trade-in',
  path: '/trade-in',
  title: 'Trade-In Valuation',
  intro: 'Find out what your car is worth as a trade-in. Tell us who you are, then about your car: most cars get an estimate online in a few minutes.',
  description: (site) => `Get an online trade-in valuation for your car from ${site.name}, then put it towards your next car.`,
};

const SELL_COPY = 'We buy cars of any make, even if you are not buying from us. Tell us about your car and most cars get an estimate online in a few minutes.';

export const TRADE_IN_VARIANTS: Record<TradeInVariant, VariantCopy> = {
  'trade-in': TRADE_IN,
  'sell-your-car': {
    contentSlug: 'sell-your-car',
    path: '/sell-your-car',
    title: 'Sell Your Car',
    intro: SELL_COPY,
    description: (site) => `Sell your car to ${site.name}: get an online valuation and an offer in minutes.`,
  },
  'sell-my-car': {
    contentSlug: 'sell-my-car',
    path: '/sell-my-car',
    title: 'Sell My Car',
    intro: SELL_COPY,
    description: (site) => `Sell your car to ${site.name}: get an online valuation and an offer in minutes.`,
  },
  // The same wizard with a car in stock to trade towards: its canonical page is /trade-in.
  'cars/trade-in': { ...TRADE_IN, path: '/trade-in' },
};

interface TowardsCar {
  summary: CarSummary;
  href: string;
  lead?: LeadCar;
  /** A sold car is shown as sold and not sent with the lead. */
  inStock: boolean;
}

/** The car of /cars/trade-in?car_id=: by id (the vehicle page's link), else by slug; this site's cars only. */
async function towardsCar(site: Site, locations: readonly Location[], carId: string): Promise<TowardsCar | undefined> {
  try {
    const engine = await searchEngine();
    const vehicle = (await findVehicleBy(engine, site, 'id', carId)) ?? (await findVehicle(engine, site, carId));
    if (!vehicle) return undefined;
    const model = vehiclePageModel(vehicle, site, carLocation(vehicle, locations), new Date());
    return {
      summary: carSummary(vehicle, model),
      href: model.href,
      inStock: model.inStock,
      ...(model.inStock ? { lead: leadCarFrom(vehicle, model.title) } : {}),
    };
  } catch {
    // The car is a nicety: the valuation works without it.
    return undefined;
  }
}

export interface TradeInPageData {
  site: Site;
  page: Page | undefined;
  locations: Location[];
  car: TowardsCar | undefined;
  copy: VariantCopy;
}

/** Once per request (the metadata and the page both ask). */
export const loadTradeInPage = cache(async (siteSlug: string, variant: TradeInVariant, carId?: string): Promise<TradeInPageData> => {
  const site = await loadSite(siteSlug);
  if (!site.features.trade_in) notFound();
  const copy = TRADE_IN_VARIANTS[variant];
  const [page, locations] = await Promise.all([content.page(site, copy.contentSlug), content.locations(site)]);
  const car = carId ? await towardsCar(site, locations, carId) : undefined;
  return { site, page, locations, car, copy };
});

export function tradeInMetadata({ site, page, copy, car }: TradeInPageData): Metadata {
  return {
    title: car ? `${copy.title}: trade towards the ${car.summary.title}` : (page?.title ?? copy.title),
    description: page?.description ?? copy.description(site),
    alternates: { canonical: copy.path },
  };
}

export function TradeInPage({ site, page, locations, car, copy }: TradeInPageData) {
  const options = leadFormOptions(site, locations);
  // The used-car line answers trade-ins (then the site's main number or the car's location).
  const { phone } = callPhoneNumber(site, { car_type: 'used' });
  return (
    <article>
      {page ? (
        <ContentPageIntro page={page} fallbackTitle={copy.title} />
      ) : (
        <header className="container-page pt-10">
          <h1 className="text-3xl font-bold md:text-4xl">{copy.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-gray-800">{copy.intro}</p>
        </header>
      )}
      {car ? (
        <section aria-labelledby="trade-towards-heading" className="container-page pt-8">
          <div className="max-w-3xl">
            <h2 id="trade-towards-heading" className="text-lg font-bold text-gray-900">
              The car you&apos;re trading towards
            </h2>
            <div className="mt-3">
              <CarSummaryRow car={car.summary} />
            </div>
            {car.inStock ? null : <p className="mt-2 text-sm font-semibold text-gray-800">This car has sold, but you can still value your car and put it towards another.</p>}
            <p className="mt-2 text-sm">
              <Link href={car.href} prefetch={false} className="font-semibold text-brand-text underline underline-offset-2">
                Back to the {car.summary.title}
              </Link>
            </p>
          </div>
        </section>
      ) : null}
      <ValuationWizard options={options} form={leadFormMeta('trade_in', options)} siteName={site.name} car={car?.lead} saveValuation={site.features.save_valuation} {...(phone ? { phone } : {})} />
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
    </article>
  );
}
