import { ENQUIRY_STEPS } from '@forecourt/schemas/leads';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_STEP_TITLES, firstStepWithError, LAST_ENQUIRY_STEP, stepIndicator } from './enquiry-steps';

describe('enquiry steps', () => {
  it("number the steps as the spec's indicator does, one title each", () => {
    expect(ENQUIRY_STEPS.map((_, i) => stepIndicator(i))).toEqual(['Step 1 of 3', 'Step 2 of 3', 'Step 3 of 3']);
    expect(ENQUIRY_STEP_TITLES).toHaveLength(ENQUIRY_STEPS.length);
    expect(LAST_ENQUIRY_STEP).toBe(2);
  });

  it('find the earliest step holding a refused field', () => {
    expect(firstStepWithError(['terms_agreed', 'postcode'])).toBe(0);
    expect(firstStepWithError(['location_id'])).toBe(1);
    expect(firstStepWithError(['terms_agreed'])).toBe(2);
    expect(firstStepWithError(['_form', 'car_id'])).toBeUndefined();
    expect(firstStepWithError([])).toBeUndefined();
  });
});
