/**
 * What the finance pages (/finance, /car-finance, /personalised/finance) share: the calculator's
 * settings and disclaimer from the site's finance settings, the two calls to action (their links:
 * finance-links.ts), and the page's own session check where the site gates it.
 */
import 'server-only';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { calculatorSettings, DEFAULT_FINANCE_DISCLAIMER, type CalculatorSettings } from '@/domain/finance-calculator';
import { currentUser } from '@/lib/auth/current-user';
import { content, type Site } from '@/lib/content';
import { gateFor, signInPath } from '@/lib/routes/gates';
import { searchString, type financeLinks, type SearchParams } from './finance-links';

export { FINANCE_ENQUIRY_PATH, financeLinks, PRE_APPROVAL_PATH, type FinanceLinkContext } from './finance-links';

export interface CalculatorContent {
  settings: CalculatorSettings;
  disclaimer: string;
}

/** The site's calculator: the rules' settings with its dealer group's overrides, and the disclaimer from content. */
export async function calculatorContent(site: Site): Promise<CalculatorContent> {
  const finance = await content.financeSettings(site);
  return {
    settings: calculatorSettings(site, { groups: finance.groups }),
    disclaimer: finance.disclaimer ?? DEFAULT_FINANCE_DISCLAIMER,
  };
}

/**
 * Where the site gates this page (features.gated_routes), the proxy has already sent visitors with
 * no session cookie to sign-in; a stale or forged cookie is sent there too, by checking the session.
 */
export async function requireSignInWhereGated(site: Site, path: string, query: SearchParams = {}): Promise<void> {
  const kind = gateFor(path, site.features.gated_routes);
  if (kind && !(await currentUser(site))) redirect(signInPath(kind, `${path}${searchString(query)}`, '/'));
}

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-5 text-base font-bold text-brand-ink hover:opacity-90';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-gray-500 bg-white px-5 text-base font-semibold text-gray-900 hover:bg-gray-100';

/** The two next steps after the calculator. */
export function FinanceActions({ links, heading = 'Ready for the next step?' }: { links: ReturnType<typeof financeLinks>; heading?: string }) {
  return (
    <section aria-labelledby="finance-next-steps" className="rounded-lg bg-gray-50 p-4 md:p-6">
      <h2 id="finance-next-steps" className="text-xl font-bold text-gray-900">
        {heading}
      </h2>
      <p className="mt-1 text-gray-700">Get pre-approved to shop with confidence, or ask our finance team for a quote.</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link href={links.preApproval} className={primary} data-testid="finance-pre-approval">
          Get Pre-Approved
        </Link>
        <Link href={links.enquiry} className={secondary} data-testid="finance-enquiry">
          Finance Enquiry
        </Link>
      </p>
    </section>
  );
}
