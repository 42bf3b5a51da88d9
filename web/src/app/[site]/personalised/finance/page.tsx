/**
 * /personalised/finance?car_id={slug} (spec §2 Finance pages, 'Personalised Repayments'): the
 * repayments on one of this site's cars — its title and price, the calculator starting from the
 * price (or from vehiclePriceBudget), and pre-approval and enquiry links that carry the car. Without
 * a car of this site (none given, unknown, another dealer's, or the search engine unavailable) the
 * calculator starts from its defaults: the page never fails for a bad link.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Metadata } from 'next';
import Link from 'next/link';
import { FinanceCalculator } from '@/components/finance/calculator';
import { amountParam } from '@/components/leads/money';
import { carIdParam } from '@/components/leads/vehicle/form-page';
import { vehicleHref, vehicleTitle } from '@/components/search/results/card-model';
import { priceDisplay } from '@/domain/price';
import { siteVehicleNoun } from '@/domain/vehicle-noun';
import { trackingParameters } from '@/domain/tracking';
import { findVehicle, searchEngine } from '@/lib/search';
import { loadSite } from '@/lib/tenancy/current-site';
import { calculatorContent, FinanceActions, financeLinks } from '../../finance/finance-pages';

// Reads the query string (the car): rendered per request.
export const dynamic = 'force-dynamic';

const PATH = '/personalised/finance';
const TITLE = 'Personalised Repayments';

async function load({ params, searchParams }: PageProps<'/[site]/personalised/finance'>) {
  const site = await loadSite((await params).site);
  const query = await searchParams;
  const carId = carIdParam(query.car_id);
  const [calculator, vehicle] = await Promise.all([
    calculatorContent(site),
    carId ? searchEngine().then((engine) => findVehicle(engine, site, carId)).catch((): Vehicle | undefined => undefined) : undefined,
  ]);
  const price = vehicle ? priceDisplay(vehicle, site) : undefined;
  const budget = amountParam(query.vehiclePriceBudget);
  // The budget asked for, else the car's dollar price as shown (a sold car shows none).
  const carPrice = budget ? Number(budget) : price?.kind === 'price' ? price.amount : undefined;
  const links = financeLinks({ carId: vehicle?.slug, budget });
  return { site, calculator, vehicle, price, carPrice, links };
}

export async function generateMetadata(props: PageProps<'/[site]/personalised/finance'>): Promise<Metadata> {
  const { vehicle } = await load(props);
  return {
    title: vehicle ? `${TITLE}: ${vehicleTitle(vehicle)}` : TITLE,
    description: vehicle
      ? `Estimate your repayments on the ${vehicleTitle(vehicle)}, then get pre-approved or ask for a finance quote.`
      : 'Estimate your repayments, then get pre-approved or ask for a finance quote.',
    alternates: { canonical: PATH },
  };
}

export default async function PersonalisedFinancePage(props: PageProps<'/[site]/personalised/finance'>) {
  const { site, calculator, vehicle, price, carPrice, links } = await load(props);
  const title = vehicle ? vehicleTitle(vehicle) : undefined;
  return (
    <article className="container-page space-y-8 py-10">
      <header>
        <h1 className="text-3xl font-bold md:text-4xl">{TITLE}</h1>
        {vehicle && title ? (
          <div className="mt-4 rounded-lg border border-gray-200 bg-white p-4" data-testid="personalised-finance-car">
            <p className="text-xl font-semibold text-gray-900">
              <Link href={vehicleHref(vehicle)} className="underline underline-offset-2 hover:no-underline">
                {title}
              </Link>
            </p>
            {price && price.kind !== 'none' ? <p className="mt-1 text-2xl font-bold text-gray-900">{price.text}</p> : null}
            {price?.kind === 'none' ? <p className="mt-1 text-gray-700">{`This ${siteVehicleNoun(site).one} is no longer available.`}</p> : null}
            <p className="mt-1 text-sm text-gray-700">{`Stock no. ${vehicle.stocknum}`}</p>
          </div>
        ) : (
          <p className="mt-2 text-lg text-gray-700">Work out repayments that suit your budget.</p>
        )}
      </header>
      <FinanceCalculator
        // A different car or budget starts a fresh calculator.
        key={`${vehicle?.id ?? ''}:${carPrice ?? ''}`}
        settings={calculator.settings}
        carPrice={carPrice}
        carTitle={title}
        disclaimer={calculator.disclaimer}
        enquirePath={links.enquiry}
        trackingContext={vehicle ? { params: { ...trackingParameters(vehicle) } } : undefined}
      />
      <FinanceActions links={links} heading={title ? `Finance the ${title}` : undefined} />
    </article>
  );
}
