/**
 * The finance disclaimer of a car's estimate (spec §4 "Finance: disclaimer loads lazily with a
 * spinner, fetched if missing"; §2 anchor #financeDisclaimer). Result cards show "From $X/week" without
 * the lender's long disclaimer in their HTML (it would repeat on every card); the card's dialog fetches
 * it through GET /api/finance/disclaimer from here. Pure: the same lender choice as the estimate.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { DEFAULT_FINANCE_DISCLAIMER } from '@/domain/finance-calculator';
import { financeEstimate, type FinanceSite } from '@/domain/finance-eligibility';
import { specText } from '@/domain/specs';

export interface FinanceDisclaimer {
  lender: string;
  disclaimer: string;
}

export function financeDisclaimerFor(
  vehicle: Vehicle,
  site: FinanceSite,
  options: { now: Date; excludedDealerGroups?: readonly string[] },
): FinanceDisclaimer | undefined {
  const chosen = financeEstimate(vehicle, site, options);
  if (!chosen) return undefined;
  return { lender: chosen.lender, disclaimer: specText(chosen.entry.disclaimer) ?? DEFAULT_FINANCE_DISCLAIMER };
}
