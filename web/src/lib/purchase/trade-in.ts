/**
 * The trade-in step's valuation, checked on the server (never the browser's figure): it must be a
 * valuation of THIS site, of the lead the wizard started, and accepted in the wizard. The offer
 * deducted is the one the valuation engine gave; an appraisal request deducts nothing (the car is
 * valued at the dealership).
 */
import { PURCHASE_MESSAGES, type TradeInSummary } from '@forecourt/schemas/checkout';
import type { TradeInVehicle, ValuationOutcome } from '@forecourt/schemas/trade-in';
import type { Database } from '@/lib/db/open';
import type { TradeInValuationRow } from '@/lib/db/schema';
import { valuationById } from '@/lib/db/trade-in';
import { tradeInRecord, type TradeInRecord } from '@/lib/trade-in/record';

export type VerifiedTradeIn = { ok: true; summary: TradeInSummary; record: TradeInRecord } | { ok: false; error: string };

function vehicleText(vehicle: Partial<TradeInVehicle>): string {
  return [vehicle.year !== undefined ? String(vehicle.year) : undefined, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');
}

export function tradeInOf(row: TradeInValuationRow): { summary: TradeInSummary; record: TradeInRecord } {
  const vehicle = row.vehicle as TradeInVehicle;
  const outcome = row.result as ValuationOutcome;
  const accepted = outcome.kind === 'estimate';
  return {
    summary: {
      valuation_id: row.id,
      lead_id: row.leadId,
      vehicle: vehicleText(vehicle) || 'Your car',
      kms: row.kms,
      ...(accepted ? { offer: outcome.offer } : {}),
    },
    record: { ...tradeInRecord({ id: row.id, vehicle, kms: row.kms, answers: row.answers as TradeInRecord['answers'], outcome, createdAt: row.createdAt }), offer_accepted: accepted },
  };
}

export async function verifiedTradeIn(db: Database, site: string, ref: { valuation_id: string; lead_id: string }): Promise<VerifiedTradeIn> {
  const row = await valuationById(db, site, ref.valuation_id);
  if (!row || row.leadId !== ref.lead_id) return { ok: false, error: PURCHASE_MESSAGES.tradeInUnknown };
  if (!row.acceptedAt) return { ok: false, error: PURCHASE_MESSAGES.tradeInNotAccepted };
  return { ok: true, ...tradeInOf(row) };
}
