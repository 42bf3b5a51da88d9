/**
 * The journey's order (spec §2 /checkout-journey): a deal remembers the furthest step reached, so a
 * reload or another device resumes there, and a step may be saved only once every step before it
 * has been (the review must review something, the deposit must follow the review).
 */
import { PURCHASE_STEPS, type PurchaseStep } from '@forecourt/schemas/checkout/constants';

export const stepIndex = (step: PurchaseStep): number => PURCHASE_STEPS.indexOf(step);

export function isPurchaseStep(value: unknown): value is PurchaseStep {
  return typeof value === 'string' && (PURCHASE_STEPS as readonly string[]).includes(value);
}

/** The step after `step` (the deposit is the last). */
export function nextStep(step: PurchaseStep): PurchaseStep {
  return PURCHASE_STEPS[Math.min(stepIndex(step) + 1, PURCHASE_STEPS.length - 1)]!;
}

/** The later of two steps. */
export function furthest(a: PurchaseStep, b: PurchaseStep): PurchaseStep {
  return stepIndex(a) >= stepIndex(b) ? a : b;
}

/** A step can be saved when it is not beyond the furthest step reached (a new deal has reached 'car'). */
export function canSaveStep(step: PurchaseStep, reached: PurchaseStep): boolean {
  return stepIndex(step) <= stepIndex(reached);
}

/** The furthest step after saving `step` on a deal that had reached `reached`. */
export function reachedAfterSaving(step: PurchaseStep, reached: PurchaseStep): PurchaseStep {
  return furthest(reached, nextStep(step));
}
