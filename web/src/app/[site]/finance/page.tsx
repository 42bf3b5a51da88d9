/**
 * /finance (spec §2 Finance pages; query vehiclePriceBudget, car_id; anchor #finance-calculator):
 * the site's content page `finance` for the copy, the finance calculator (starting from the budget
 * when one is given), then Get Pre-Approved and Finance Enquiry, which carry the car and the budget.
 * Gated on the sites that list 'finance' in their gated routes (lib/routes/gates.ts).
 */
import type { Metadata } from 'next';
import { PageBlocks } from '@/components/blocks';
import { ContentPageIntro } from '@/components/blocks/ContentPageIntro';
import { FinanceCalculator } from '@/components/finance/calculator';
import { amountParam } from '@/components/leads/money';
import { carIdParam } from '@/components/leads/vehicle/form-page';
import { content } from '@/lib/content';
import { loadSite } from '@/lib/tenancy/current-site';
import { calculatorContent, FinanceActions, financeLinks, requireSignInWhereGated } from './finance-pages';

// Reads the query string (the budget, the car) and, where gated, the session: rendered per request.
export const dynamic = 'force-dynamic';

const PATH = '/finance';
const DESCRIPTION = 'Work out your repayments with our finance calculator, then get pre-approved or ask our finance team for a quote.';

async function load({ params, searchParams }: PageProps<'/[site]/finance'>) {
  const site = await loadSite((await params).site);
  const query = await searchParams;
  const [page, calculator] = await Promise.all([content.page(site, 'finance'), calculatorContent(site)]);
  const budget = amountParam(query.vehiclePriceBudget);
  const carId = carIdParam(query.car_id);
  return { site, page, calculator, budget, links: financeLinks({ carId, budget }) };
}

export async function generateMetadata(props: PageProps<'/[site]/finance'>): Promise<Metadata> {
  const { page } = await load(props);
  return {
    title: page?.title ?? 'Finance',
    description: page?.description ?? DESCRIPTION,
    alternates: { canonical: PATH },
  };
}

export default async function FinancePage(props: PageProps<'/[site]/finance'>) {
  await requireSignInWhereGated(await loadSite((await props.params).site), PATH, await props.searchParams);
  const { site, page, calculator, budget, links } = await load(props);
  return (
    <article>
      <ContentPageIntro page={page} fallbackTitle="Finance" />
      {page && page.body.length > 0 ? null : (
        <p className="container-page max-w-3xl pt-3 text-lg text-gray-700">{DESCRIPTION}</p>
      )}
      <div className="container-page space-y-8 py-8">
        <FinanceCalculator
          settings={calculator.settings}
          carPrice={budget ? Number(budget) : undefined}
          disclaimer={calculator.disclaimer}
          enquirePath={links.enquiry}
        />
        <FinanceActions links={links} />
      </div>
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
    </article>
  );
}

