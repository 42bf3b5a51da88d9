/**
 * What the valuation wizard's answers (schemas/src/trade-in/questions.ts) do to a trade-in value: one
 * multiplier per answer, 1 for the condition a valuation assumes (a car in good order with a full
 * service history, no accident damage, good tyres and two keys), less for anything that costs the
 * dealer money or risk to put right, a little more for a car in excellent condition.
 *
 * Each question's options are listed best first, and the factors never rise down the list, so a worse
 * answer can never raise an estimate. Finance owing is asked because the dealer must pay it out from
 * the offer, but it changes what the shopper receives, not what the car is worth: its factor is 1.
 */
import { own } from '@forecourt/schemas/own';
import type { TradeInAnswers, TradeInQuestionId } from '@forecourt/schemas/trade-in';

type Factors = { readonly [Q in TradeInQuestionId]: { readonly [O in TradeInAnswers[Q]]: number } };

export const ANSWER_FACTORS: Factors = {
  condition: { excellent: 1.05, good: 1, fair: 0.9, poor: 0.75 },
  service_history: { full: 1, partial: 0.95, none: 0.88 },
  // Repaired damage still costs resale value (it shows on history reports); unrepaired costs the repair.
  accident_damage: { no: 1, repaired: 0.92, unrepaired: 0.75 },
  // A set of tyres, about $800 on a typical car.
  tyres: { good: 1, worn: 0.97 },
  finance_owing: { no: 1, yes: 1 },
  // A second key, coded to the car, about $400.
  keys: { two: 1, one: 0.98 },
};

/** The factor of one question's answer. */
export function answerFactor<Q extends TradeInQuestionId>(question: Q, answer: TradeInAnswers[Q]): number {
  // Own keys only: an answer that is not an option (never past the schema, but stored data is read
  // back too) is priced as no adjustment rather than reaching Object.prototype or giving NaN.
  return own(ANSWER_FACTORS[question] as Readonly<Record<string, number>>, answer) ?? 1;
}

/** The product of the answers' factors: 1 for the condition a valuation assumes. */
export function answersFactor(answers: TradeInAnswers): number {
  let factor = 1;
  for (const question of Object.keys(ANSWER_FACTORS) as TradeInQuestionId[]) {
    factor *= answerFactor(question, answers[question]);
  }
  return factor;
}
