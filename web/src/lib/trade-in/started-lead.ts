/**
 * The check every step after the first makes: the token proves this browser started the lead (403
 * otherwise), and the lead is a trade-in lead started on this site (404 otherwise).
 */
import type { LeadRow } from '@/lib/db/schema';
import type { Database } from '@/lib/db/open';
import { startedTradeInLead } from '@/lib/db/trade-in';
import { TRADE_IN_MESSAGES } from './messages';
import { verifyTradeInToken } from './token';

export type TradeInFailure = { status: 403 | 404 | 429; error: string };

export type StartedLead = { ok: true; lead: LeadRow } | ({ ok: false } & TradeInFailure);

export async function startedLead(
  db: Database,
  secret: string,
  site: string,
  ref: { lead_id: string; token: string },
): Promise<StartedLead> {
  if (!verifyTradeInToken(secret, site, ref.lead_id, ref.token)) return { ok: false, status: 403, error: TRADE_IN_MESSAGES.badToken };
  const lead = await startedTradeInLead(db, site, ref.lead_id);
  if (!lead) return { ok: false, status: 404, error: TRADE_IN_MESSAGES.unknownLead };
  return { ok: true, lead };
}
