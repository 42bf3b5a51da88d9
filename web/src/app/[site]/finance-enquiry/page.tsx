/**
 * /finance-enquiry (spec §2 Finance pages; query car_id, vehiclePriceBudget): the site's content page
 * `finance-enquiry` for the copy, then the finance enquiry form — about a car of this site when
 * `car_id` names one (shown, and sent with the lead), with the budget prefilled from
 * vehiclePriceBudget or the car's price. A real route rather than a content page because content
 * pages are cached without the query string.
 */
import type { Metadata } from 'next';
import { PageBlocks } from '@/components/blocks';
import { ContentPageIntro } from '@/components/blocks/ContentPageIntro';
import { vehicleTitle } from '@/components/search/results/card-model';
import { LeadFormSection } from '@/components/leads/LeadFormSection';
import { amountParam, formatThousands } from '@/components/leads/money';
import { carIdParam } from '@/components/leads/vehicle/form-page';
import { displayedAmount } from '@/domain/price';
import { content } from '@/lib/content';
import { leadCarFrom, type LeadCar } from '@/lib/leads/client/car';
import { findVehicle, searchEngine } from '@/lib/search';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string (the car): rendered per request.
export const dynamic = 'force-dynamic';

async function load({ params, searchParams }: PageProps<'/[site]/finance-enquiry'>) {
  const site = await loadSite((await params).site);
  const query = await searchParams;
  const carId = carIdParam(query.car_id);
  const [page, vehicle] = await Promise.all([
    content.page(site, 'finance-enquiry'),
    // An unknown or another site's car is simply not shown: the form still works without one.
    carId ? searchEngine().then((engine) => findVehicle(engine, site, carId)).catch(() => undefined) : undefined,
  ]);
  // The budget from the query, else the car's shown price (the offer placeholder's rule too).
  const shown = vehicle ? displayedAmount(vehicle) : undefined;
  const budget = amountParam(query.vehiclePriceBudget) ?? (shown ? String(Math.round(shown.amount)) : undefined);
  return { site, page, vehicle, budget };
}

export async function generateMetadata(props: PageProps<'/[site]/finance-enquiry'>): Promise<Metadata> {
  const { page, vehicle } = await load(props);
  return {
    title: vehicle ? `Finance enquiry: ${vehicleTitle(vehicle)}` : (page?.title ?? 'Finance Enquiry'),
    description: page?.description,
    alternates: { canonical: '/finance-enquiry' },
  };
}

export default async function FinanceEnquiryPage(props: PageProps<'/[site]/finance-enquiry'>) {
  const { site, page, vehicle, budget } = await load(props);
  const car: LeadCar | undefined = vehicle ? leadCarFrom(vehicle, vehicleTitle(vehicle)) : undefined;
  return (
    <article>
      <ContentPageIntro page={page} fallbackTitle="Finance Enquiry" />
      <LeadFormSection
        id="finance-form"
        site={site}
        kind="finance_enquiry"
        headingLevel={2}
        heading={car ? `Finance for the ${car.title}` : 'Get a finance quote'}
        intro={car ? `Stock no. ${vehicle?.stocknum}. Tell us about your budget and we will tailor a quote for this car.` : undefined}
        car={car}
        presets={budget ? { vehiclePriceBudget: formatThousands(budget) } : undefined}
      />
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
    </article>
  );
}
