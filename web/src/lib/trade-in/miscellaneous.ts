/**
 * POST /api/miscellaneous (spec §7: "valuation result plus column_name valuation (one site only);
 * logs success or failure"): on a site with features.save_valuation, the wizard also saves the
 * valuation it showed, beside the started lead, under the column name 'valuation'. What is kept is
 * the server's own copy of the valuation (car, kilometres, answers, result), never what the browser
 * says the result was. Saving one valuation twice keeps one row (200 the second time).
 */
import type { MiscellaneousAnswer, MiscellaneousRequest } from '@forecourt/schemas/trade-in';
import type { Site } from '@/lib/content/models';
import type { Database } from '@/lib/db/open';
import { saveMiscellaneous, valuationById } from '@/lib/db/trade-in';
import { TRADE_IN_MESSAGES } from './messages';
import { startedLead, type TradeInFailure } from './started-lead';

export interface MiscellaneousDeps {
  db: Database;
  secret: string;
  now?: () => Date;
}

export type MiscellaneousResult = { status: 201 | 200; answer: MiscellaneousAnswer } | TradeInFailure;

export async function saveValuationData(site: Site, request: MiscellaneousRequest, deps: MiscellaneousDeps): Promise<MiscellaneousResult> {
  if (!site.features.save_valuation) return { status: 404, error: TRADE_IN_MESSAGES.notSaved };
  const now = deps.now?.() ?? new Date();
  const started = await startedLead(deps.db, deps.secret, site.slug, request);
  if (!started.ok) return { status: started.status, error: started.error };
  const valuation = await valuationById(deps.db, site.slug, request.valuation_id);
  if (!valuation || valuation.leadId !== started.lead.id) return { status: 404, error: TRADE_IN_MESSAGES.unknownValuation };

  const saved = await saveMiscellaneous(
    deps.db,
    {
      site: site.slug,
      leadId: started.lead.id,
      columnName: request.column_name,
      value: {
        valuation_id: valuation.id,
        vehicle: valuation.vehicle,
        kms: valuation.kms,
        answers: valuation.answers,
        result: valuation.result,
        valued_at: valuation.createdAt.toISOString(),
      },
      createdAt: now,
    },
    { dedupeKey: { field: 'valuation_id', value: valuation.id } },
  );
  return { status: saved.created ? 201 : 200, answer: { saved: true } };
}
