/**
 * Step 3 of the valuation wizard: POST /api/trade-in/estimate (issue 15; spec §4 "Trade-in steps").
 * The started lead is checked (token 403, lead 404), its valuations are counted (at most 20: a
 * provider valuation costs money, and a shopper needs a handful), the car is valued (lib/valuation),
 * and the valuation is stored with the lead's `trade_in` updated to it, in one transaction. No e-mail:
 * the dealer already has the started lead, and hears again only when the shopper accepts.
 */
import { randomUUID } from 'node:crypto';
import type { EstimateAnswer, EstimateRequest, ValuationOutcome } from '@forecourt/schemas/trade-in';
import type { Site } from '@/lib/content/models';
import type { Database } from '@/lib/db/open';
import { storeValuation, valuationCount } from '@/lib/db/trade-in';
import type { ValuationRequest } from '@/lib/valuation/types';
import { TRADE_IN_MESSAGES } from './messages';
import { tradeInRecord } from './record';
import { startedLead, type TradeInFailure } from './started-lead';

/** Valuations one started lead may have. */
export const TRADE_IN_ESTIMATES_PER_LEAD = 20;

export interface EstimateDeps {
  db: Database;
  /** The trade-in token key (secret.ts). */
  secret: string;
  /** valueTradeIn from lib/valuation (tests pass a fake). */
  value: (request: ValuationRequest) => Promise<ValuationOutcome>;
  now?: () => Date;
  log?: Pick<Console, 'warn'>;
}

export type EstimateResult = { status: 200; answer: EstimateAnswer } | TradeInFailure;

const tooMany = (): TradeInFailure => ({ status: 429, error: TRADE_IN_MESSAGES.tooManyEstimates });

export async function estimateTradeIn(site: Site, request: EstimateRequest, deps: EstimateDeps): Promise<EstimateResult> {
  const now = deps.now?.() ?? new Date();
  const log = deps.log ?? console;
  const started = await startedLead(deps.db, deps.secret, site.slug, request);
  if (!started.ok) return { status: started.status, error: started.error };
  const leadId = started.lead.id;
  // Counted before valuing too: a lead over its limit never costs a provider call.
  if ((await valuationCount(deps.db, site.slug, leadId)) >= TRADE_IN_ESTIMATES_PER_LEAD) return tooMany();

  const { vehicle, kms, answers } = request;
  let outcome: ValuationOutcome;
  try {
    outcome = await deps.value({ site, vehicle, kms, answers, now });
  } catch (error) {
    // Engines answer outages as 'declined'; anything that still throws gets the same answer, so the
    // shopper is offered an appraisal in person rather than an error page.
    log.warn(`[trade-in] ${site.slug}: valuing a car for lead ${leadId} failed`, error);
    outcome = { kind: 'declined', reason: 'provider_unavailable' };
  }

  const id = randomUUID();
  const stored = await storeValuation(
    deps.db,
    { id, site: site.slug, leadId, vehicle, kms, answers, result: outcome, createdAt: now },
    tradeInRecord({ id, vehicle, kms, answers, outcome, createdAt: now }),
    { maxPerLead: TRADE_IN_ESTIMATES_PER_LEAD },
  );
  if (!stored.stored) return stored.reason === 'limit' ? tooMany() : { status: 404, error: TRADE_IN_MESSAGES.unknownLead };
  return { status: 200, answer: { valuation_id: id, outcome } };
}
