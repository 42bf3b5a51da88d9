/**
 * Where the finance pages lead: the pre-approval application and the finance enquiry, keeping the
 * car and the budget the shopper came with (spec §2 finance pages' query: car_id, vehiclePriceBudget).
 */
export const PRE_APPROVAL_PATH = '/apply-for-finance';
export const FINANCE_ENQUIRY_PATH = '/finance-enquiry';

export interface FinanceLinkContext {
  /** A car slug already checked with carIdParam. */
  carId?: string;
  /** Whole dollars, as amountParam reads vehiclePriceBudget. */
  budget?: string;
}

function withQuery(path: string, { carId, budget }: FinanceLinkContext, fragment = ''): string {
  const query = new URLSearchParams();
  if (carId) query.set('car_id', carId);
  if (budget) query.set('vehiclePriceBudget', budget);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${fragment}`;
}

/** 'Get Pre-Approved' → /apply-for-finance, 'Finance Enquiry' → /finance-enquiry#finance-form; both keep the car and the budget. */
export function financeLinks(context: FinanceLinkContext = {}): { preApproval: string; enquiry: string } {
  return { preApproval: withQuery(PRE_APPROVAL_PATH, context), enquiry: withQuery(FINANCE_ENQUIRY_PATH, context, '#finance-form') };
}

export type SearchParams = Record<string, string | string[] | undefined>;

/** The query string as requested ('?a=1&b=2', or ''), for the sign-in page's way back. */
export function searchString(query: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

