import { PURCHASE_STEPS } from '@forecourt/schemas/checkout';
import { describe, expect, it } from 'vitest';
import { canSaveStep, isPurchaseStep, nextStep, reachedAfterSaving } from './purchase-steps';

describe('the journey’s order', () => {
  it('saves a step only up to the furthest reached, and moves the furthest on', () => {
    expect(canSaveStep('car', 'car')).toBe(true);
    expect(canSaveStep('trade_in', 'car')).toBe(false);
    expect(canSaveStep('deposit', 'review')).toBe(false);
    expect(canSaveStep('finance', 'buyer')).toBe(true);
    expect(reachedAfterSaving('car', 'car')).toBe('trade_in');
    // Going back to change an earlier step never loses the progress made.
    expect(reachedAfterSaving('finance', 'review')).toBe('review');
    expect(nextStep('deposit')).toBe('deposit');
  });

  it('knows its own steps only', () => {
    for (const step of PURCHASE_STEPS) expect(isPurchaseStep(step)).toBe(true);
    for (const value of ['', 'toString', '__proto__', 'DEPOSIT', 3, null]) expect(isPurchaseStep(value)).toBe(false);
  });
});
