/**
 * What a lead's `trade_in` column holds (lib/db/schema.ts): the shopper's car, kilometres and answers
 * as the wizard gathered them, and the valuation's outcome. The started lead carries its latest
 * valuation; the lead that accepts one carries that one, with whether an online offer was accepted.
 * Delivery (lib/leads/delivery/lead.ts) reads it back leniently.
 */
import type { TradeInAnswers, TradeInVehicle, ValuationOutcome } from '@forecourt/schemas/trade-in';

export interface TradeInRecord {
  valuation_id: string;
  vehicle: TradeInVehicle;
  kms: number;
  answers: TradeInAnswers;
  outcome: ValuationOutcome;
  /** ISO 8601: when the car was valued. */
  valued_at: string;
  /** On the accepting lead only: true for an accepted online offer, false for an appraisal request. */
  offer_accepted?: boolean;
}

export function tradeInRecord(valuation: {
  id: string;
  vehicle: TradeInVehicle;
  kms: number;
  answers: TradeInAnswers;
  outcome: ValuationOutcome;
  createdAt: Date;
}): TradeInRecord {
  return {
    valuation_id: valuation.id,
    vehicle: valuation.vehicle,
    kms: valuation.kms,
    answers: valuation.answers,
    outcome: valuation.outcome,
    valued_at: valuation.createdAt.toISOString(),
  };
}
