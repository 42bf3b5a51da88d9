/**
 * The trade-in the valuation wizard stored on a lead (its `trade_in` column: lib/trade-in/record.ts),
 * as delivery reads it — leniently, like every JSON column — and as the dealer reads it: the car, its
 * kilometres, each answer as 'question: option' in the shopper's words (TRADE_IN_QUESTIONS), and what
 * the valuation gave (the estimate range and offer, or why there was no online estimate).
 */
import { own } from '@forecourt/schemas/own';
import { TRADE_IN_QUESTIONS } from '@forecourt/schemas/trade-in';
import { z } from 'zod';
import { formatPrice } from '@/domain/price';
import { vehicleTitle } from '@/domain/vehicle-title';
import { num, StringList, StringMap, text } from './lenient';

const Outcome = z
  .object({
    kind: z.enum(['estimate', 'appraisal', 'declined']),
    low: num,
    high: num,
    offer: num,
    comparables: num,
    provider: text,
    reasons: StringList.optional(),
    reason: text,
  })
  .optional()
  .catch(undefined);

export const TradeInSnapshot = z.object({
  vehicle: z
    .object({
      year: num,
      make: text,
      model: text,
      badge: text,
      body: text,
      transmission: text,
      fuel: text,
      colour: text,
      vin: text,
      rego: text,
      regoState: text,
    })
    .catch({}),
  kms: num,
  answers: StringMap.optional(),
  outcome: Outcome,
  offer_accepted: z.boolean().optional().catch(undefined),
});
export type TradeInSnapshot = z.infer<typeof TradeInSnapshot>;

/** The column's value, or undefined when the lead has no trade-in (every form but the wizard's). */
export function tradeInSnapshot(value: unknown): TradeInSnapshot | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const parsed = TradeInSnapshot.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** "2017 Mazda 3 Maxx", or undefined when the snapshot names no car. */
export function tradeInTitle(trade: TradeInSnapshot): string | undefined {
  const { year, make, model, badge } = trade.vehicle;
  const title = vehicleTitle({ year, make: make ?? '', model: model ?? '', badge });
  return title === '' ? undefined : title;
}

const REASONS: Record<string, string> = {
  too_old: 'over 7 years old',
  too_many_km: 'over 100,000 km',
  too_few_comparables: 'not enough comparable cars to value it on',
  provider_unavailable: 'the valuation service was unavailable',
  provider_declined: 'the valuation service could not value it',
};
const reasonText = (reason: string) => own(REASONS, reason) ?? reason.replace(/_/g, ' ');

/** The valuation in one line: "$18,000 to $21,000 (offer $18,000)" or "none: over 7 years old (appraisal in person)". */
export function estimateText(trade: TradeInSnapshot): string | undefined {
  const outcome = trade.outcome;
  if (!outcome) return undefined;
  if (outcome.kind === 'estimate') {
    const range = outcome.low !== undefined && outcome.high !== undefined ? `${formatPrice(outcome.low)} to ${formatPrice(outcome.high)}` : undefined;
    const offer = outcome.offer !== undefined ? `offer ${formatPrice(outcome.offer)}` : undefined;
    if (range && offer) return `${range} (${offer})`;
    return range ?? offer;
  }
  const reasons = outcome.kind === 'appraisal' ? (outcome.reasons ?? []) : outcome.reason ? [outcome.reason] : [];
  const why = reasons.map(reasonText).join('; ');
  return `none${why ? `: ${why}` : ''} (appraisal in person)`;
}

/** Where an estimate came from, in the dealer's words. */
function estimateSource(trade: TradeInSnapshot): string | undefined {
  const outcome = trade.outcome;
  if (outcome?.kind !== 'estimate') return undefined;
  if (outcome.provider === 'provider') return 'the valuation service';
  if (outcome.comparables !== undefined) return `${outcome.comparables} comparable cars in stock`;
  return undefined;
}

/** The shopper's answers as 'question: option', in the questions' order; an unknown id is shown as given. */
export function tradeInAnswerLines(answers: Record<string, string> | undefined): { label: string; value: string }[] {
  if (!answers) return [];
  const lines: { label: string; value: string }[] = [];
  const known = new Set<string>();
  for (const question of TRADE_IN_QUESTIONS) {
    known.add(question.id);
    const id = own(answers, question.id);
    if (id === undefined) continue;
    const option = question.options.find((o) => o.id === id);
    lines.push({ label: question.label, value: option?.label ?? id });
  }
  for (const [id, value] of Object.entries(answers)) if (!known.has(id)) lines.push({ label: id, value });
  return lines;
}

/** Every line the dealer reads about the trade-in, in the order a valuer asks for them. */
export function tradeInLines(trade: TradeInSnapshot): { label: string; value: string }[] {
  const { vehicle } = trade;
  const lines: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') lines.push({ label, value });
  };
  add('Trade-in vehicle', tradeInTitle(trade));
  add('Rego', vehicle.rego ? `${vehicle.rego}${vehicle.regoState ? ` (${vehicle.regoState})` : ''}` : undefined);
  add('VIN', vehicle.vin);
  add('Body', vehicle.body);
  add('Transmission', vehicle.transmission);
  add('Fuel', vehicle.fuel);
  add('Colour', vehicle.colour);
  add('Kilometres', trade.kms !== undefined ? `${Math.round(trade.kms).toLocaleString('en-AU')} km` : undefined);
  for (const line of tradeInAnswerLines(trade.answers)) add(line.label, line.value);
  add('Online estimate', estimateText(trade));
  add('Estimate based on', estimateSource(trade));
  if (trade.offer_accepted !== undefined) {
    add('Offer accepted', trade.offer_accepted ? 'Yes' : 'No (appraisal requested)');
  }
  return lines;
}

/** ADF's condition word for the overall-condition answer, when it is one of ADF's. */
export function adfCondition(trade: TradeInSnapshot): string | undefined {
  const answer = trade.answers ? own(trade.answers, 'condition') : undefined;
  return answer && ['excellent', 'good', 'fair', 'poor'].includes(answer) ? answer : undefined;
}
