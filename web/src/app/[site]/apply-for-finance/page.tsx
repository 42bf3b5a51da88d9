/**
 * /apply-for-finance (spec §2 Finance pages; query preferredDealership, vehiclePriceBudget, car_id,
 * car_type, vin; fragment #finance-form): 'Get Pre-Approved', the finance pre-approval application
 * (issue 15). The site's content page `apply-for-finance` gives the copy; the application is about a
 * car of this site when car_id names one (by id or slug), with the price, type, VIN and dealership
 * filled in from the address or the car. A real route rather than a content page because content
 * pages are cached without the query string. Whether a site gates it is the proxy's business.
 */
import type { Metadata } from 'next';
import { PageBlocks } from '@/components/blocks';
import { ContentPageIntro } from '@/components/blocks/ContentPageIntro';
import { FinanceApplicationSection } from '@/components/finance/application/FinanceApplicationSection';
import { applicationPresets } from '@/components/finance/application/presets';
import type { FormCar } from '@/components/finance/application/StepFields';
import { vehicleTitle } from '@/components/search/results/card-model';
import { displayedAmount, formatPrice } from '@/domain/price';
import { content, type Site } from '@/lib/content';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { contentPagePath } from '@forecourt/schemas/routes';
import { searchEngine } from '@/lib/search';
import { loadSite } from '@/lib/tenancy/current-site';

// Reads the query string (the car, the budget): rendered per request.
export const dynamic = 'force-dynamic';

const findCar = findSiteCar(searchEngine);

/** The site's privacy policy page, when its content has one. */
async function privacyPolicyHref(site: Site): Promise<string | undefined> {
  for (const slug of ['pages/privacy-policy', 'privacy-policy']) {
    if (await content.page(site, slug)) return contentPagePath(slug);
  }
  return undefined;
}

async function load({ params, searchParams }: PageProps<'/[site]/apply-for-finance'>) {
  const site = await loadSite((await params).site);
  const query = await searchParams;
  const carId = typeof query.car_id === 'string' ? query.car_id : undefined;
  const [page, vehicle, privacyHref] = await Promise.all([
    content.page(site, 'apply-for-finance'),
    // An unknown or another site's car is simply not shown: the application works without one.
    carId ? findCar(site, carId).catch(() => undefined) : undefined,
    privacyPolicyHref(site),
  ]);
  const shown = vehicle ? displayedAmount(vehicle) : undefined;
  const car: FormCar | undefined = vehicle
    ? { id: vehicle.id, title: vehicleTitle(vehicle), stocknum: vehicle.stocknum, ...(shown ? { price: formatPrice(shown.amount) } : {}) }
    : undefined;
  return { site, page, car, privacyHref, presets: applicationPresets(site, query, vehicle) };
}

export async function generateMetadata(props: PageProps<'/[site]/apply-for-finance'>): Promise<Metadata> {
  const { page, car } = await load(props);
  return {
    title: car ? `Get pre-approved: ${car.title}` : (page?.title ?? 'Get Pre-Approved'),
    description: page?.description ?? 'Apply for car finance pre-approval online in a few minutes.',
    alternates: { canonical: '/apply-for-finance' },
  };
}

export default async function ApplyForFinancePage(props: PageProps<'/[site]/apply-for-finance'>) {
  const { site, page, car, privacyHref, presets } = await load(props);
  return (
    <article>
      <ContentPageIntro page={page} fallbackTitle="Apply for Finance" />
      <FinanceApplicationSection site={site} {...(car ? { car } : {})} presets={presets} {...(privacyHref ? { privacyHref } : {})} />
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
    </article>
  );
}
