/**
 * /car-finance, 'About Finance' (spec §2 other pages; the Finance & Insurance menu links it): the
 * site's content page `car-finance` when it has one, else plain-English copy on what finance is,
 * secured loans, comparison rates and responsible lending; then the calculator and pre-approval.
 * Gated on the sites that list 'car-finance' in their gated routes (lib/routes/gates.ts).
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageBlocks } from '@/components/blocks';
import { ContentPageIntro } from '@/components/blocks/ContentPageIntro';
import { FINANCE_CALCULATOR_ID } from '@/components/finance/calculator/anchors';
import { siteVehicleNoun, type VehicleNoun } from '@/domain/vehicle-noun';
import { content, type Page, type Site } from '@/lib/content';
import { gateFor } from '@/lib/routes/gates';
import { loadSite } from '@/lib/tenancy/current-site';
import { PRE_APPROVAL_PATH, requireSignInWhereGated } from '../finance/finance-pages';

// Where a site gates it, the page checks the session (a cookie) on every request. A route Next
// renders statically cannot read one: the gated site's visitors with a session cookie got a 500
// (DYNAMIC_SERVER_USAGE) while the other sites' copies were cached. Rendered per request, as /finance is.
export const dynamic = 'force-dynamic';

const PATH = '/car-finance';
const TITLE = 'About Finance';

async function load(params: PageProps<'/[site]/car-finance'>['params']): Promise<{ site: Site; page: Page | undefined }> {
  const site = await loadSite((await params).site);
  return { site, page: await content.page(site, 'car-finance') };
}

export async function generateMetadata({ params }: PageProps<'/[site]/car-finance'>): Promise<Metadata> {
  const { site, page } = await load(params);
  return {
    title: page?.title ?? TITLE,
    description: page?.description ?? `How ${siteVehicleNoun(site).one} finance works at ${site.name}: secured loans, comparison rates and responsible lending.`,
    alternates: { canonical: PATH },
  };
}

/**
 * Where the calculator is open to this reader: /finance, or the personalised page (never gated) on a
 * site that gates /finance behind sign-in — reading about finance should not need an account.
 */
function calculatorPage(site: Site): string {
  return gateFor('/finance', site.features.gated_routes) ? '/personalised/finance' : '/finance';
}

/** The default copy, for a site without its own `car-finance` page. */
function AboutFinance({ site, noun }: { site: Site; noun: VehicleNoun }) {
  return (
    <div className="container-page max-w-3xl space-y-8 py-6 text-gray-800" data-testid="about-finance">
      <p className="text-lg">
        {`Finance lets you drive away in the right ${noun.one} now and pay for it over time. Our finance team works with a panel of lenders to find a loan that suits your budget, and can arrange it for you at ${site.name}.`}
      </p>
      <section aria-labelledby="what-is-finance">
        <h2 id="what-is-finance" className="text-2xl font-bold text-gray-900">
          {`What is ${noun.one} finance?`}
        </h2>
        <p className="mt-2">
          {`A ${noun.one} loan pays for the ${noun.one} up front; you repay the lender in regular weekly, fortnightly or monthly repayments over an agreed term, usually one to seven years, with interest. A deposit or a trade-in lowers the amount you borrow. Some loans end with a balloon (residual) payment, which lowers the regular repayments but leaves a lump sum to pay at the end.`}
        </p>
      </section>
      <section aria-labelledby="secured-loans">
        <h2 id="secured-loans" className="text-2xl font-bold text-gray-900">
          Secured loans
        </h2>
        <p className="mt-2">
          {`Most ${noun.one} loans are secured: the ${noun.one} you buy is the security for the loan. Because the lender can recover the ${noun.one} if repayments are not made, a secured loan usually has a lower interest rate than an unsecured personal loan. The ${noun.one} must generally meet the lender's age and value requirements.`}
        </p>
      </section>
      <section aria-labelledby="comparison-rates">
        <h2 id="comparison-rates" className="text-2xl font-bold text-gray-900">
          Comparison rates
        </h2>
        <p className="mt-2">
          A comparison rate combines the interest rate with most of the fees and charges of a loan in one yearly percentage, so you can
          compare the real cost of loans from different lenders. Australian law requires it to be shown with any advertised interest
          rate. It is calculated for a standard example loan, so different amounts and terms may give a different true cost.
        </p>
      </section>
      <section aria-labelledby="responsible-lending">
        <h2 id="responsible-lending" className="text-2xl font-bold text-gray-900">
          Responsible lending
        </h2>
        <p className="mt-2">
          Under the National Consumer Credit Protection Act, a lender must make reasonable enquiries about your income, expenses and
          objectives, and verify them, before offering you credit, and must not offer a loan that is unsuitable for you. Expect to be
          asked for payslips or bank statements. Only borrow what you can comfortably repay, and read the credit contract before you
          sign it. Finance is available to approved applicants only; fees, charges, terms and conditions apply.
        </p>
      </section>
    </div>
  );
}

export default async function CarFinancePage({ params }: PageProps<'/[site]/car-finance'>) {
  const { site, page } = await load(params);
  await requireSignInWhereGated(site, PATH);
  const noun = siteVehicleNoun(site);
  const own = page && (page.body.length > 0 || page.blocks.length > 0);
  return (
    <article>
      <ContentPageIntro page={page} fallbackTitle={TITLE} />
      {own ? null : <AboutFinance site={site} noun={noun} />}
      <div className="container-page max-w-3xl pb-10">
        <section aria-labelledby="finance-next" className="rounded-lg bg-gray-50 p-4 md:p-6">
          <h2 id="finance-next" className="text-xl font-bold text-gray-900">
            What could your repayments be?
          </h2>
          <p className="mt-1 text-gray-700">Try our finance calculator, then get pre-approved before you choose.</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <Link
              href={`${calculatorPage(site)}#${FINANCE_CALCULATOR_ID}`}
              className="inline-flex min-h-11 items-center justify-center rounded-md border border-gray-500 bg-white px-5 text-base font-semibold text-gray-900 hover:bg-gray-100"
            >
              Finance calculator
            </Link>
            <Link
              href={PRE_APPROVAL_PATH}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-5 text-base font-bold text-brand-ink hover:opacity-90"
            >
              Get Pre-Approved
            </Link>
          </p>
        </section>
      </div>
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
    </article>
  );
}
