import { TRADE_IN_QUESTIONS, type TradeInAnswers } from '@forecourt/schemas/trade-in';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_FACTORS, answerFactor, answersFactor } from './trade-in-adjustments';

const BEST: TradeInAnswers = {
  condition: 'good',
  service_history: 'full',
  accident_damage: 'no',
  tyres: 'good',
  finance_owing: 'no',
  keys: 'two',
};

/** Any set of answers, as option indices per question (0 = the best option). */
const answersArb = fc.tuple(...TRADE_IN_QUESTIONS.map((q) => fc.integer({ min: 0, max: q.options.length - 1 })));

function answersOf(indices: readonly number[]): TradeInAnswers {
  return Object.fromEntries(TRADE_IN_QUESTIONS.map((q, i) => [q.id, q.options[indices[i]!]!.id])) as TradeInAnswers;
}

describe('trade-in answer factors', () => {
  it('prices every option of every question, and nothing else', () => {
    expect(Object.keys(ANSWER_FACTORS).sort()).toEqual(TRADE_IN_QUESTIONS.map((q) => q.id).sort());
    for (const q of TRADE_IN_QUESTIONS) {
      expect(Object.keys(ANSWER_FACTORS[q.id]).sort()).toEqual(q.options.map((o) => o.id).sort());
    }
  });

  it('never rises down a question\u2019s options (they are listed best first)', () => {
    for (const q of TRADE_IN_QUESTIONS) {
      const factors = q.options.map((o) => answerFactor(q.id, o.id as never));
      for (let i = 1; i < factors.length; i++) expect(factors[i]).toBeLessThanOrEqual(factors[i - 1]!);
      for (const f of factors) expect(f).toBeGreaterThan(0);
    }
  });

  it('is 1 for the assumed condition, and finance owing never changes the value', () => {
    expect(answersFactor(BEST)).toBe(1);
    expect(answersFactor({ ...BEST, finance_owing: 'yes' })).toBe(1);
  });

  it('multiplies the answers', () => {
    expect(answersFactor({ ...BEST, condition: 'fair', tyres: 'worn', keys: 'one' })).toBeCloseTo(0.9 * 0.97 * 0.98, 12);
    expect(answersFactor({ ...BEST, condition: 'excellent' })).toBeCloseTo(1.05, 12);
  });

  it('a worse answer to any one question never raises the factor', () => {
    fc.assert(
      fc.property(answersArb, fc.nat(TRADE_IN_QUESTIONS.length - 1), (indices, which) => {
        const q = TRADE_IN_QUESTIONS[which]!;
        const worse = [...indices];
        worse[which] = Math.min(q.options.length - 1, worse[which]! + 1);
        expect(answersFactor(answersOf(worse))).toBeLessThanOrEqual(answersFactor(answersOf(indices)));
      }),
    );
  });

  it('stays within sensible bounds for any answers', () => {
    fc.assert(
      fc.property(answersArb, (indices) => {
        const f = answersFactor(answersOf(indices));
        expect(f).toBeGreaterThan(0.3);
        expect(f).toBeLessThanOrEqual(1.05);
      }),
    );
  });
});
