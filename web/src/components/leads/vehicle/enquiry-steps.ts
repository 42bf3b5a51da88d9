/**
 * The multi-step enquiry's steps (spec §4 Forms: "goes to the next step until the last, then
 * submits"): the field names per step come from the shared schemas (ENQUIRY_STEPS, the same
 * grouping enquiryStepSchema validates); this adds what a person sees of each step.
 */
import { ENQUIRY_STEPS } from '@forecourt/schemas/leads';

export const ENQUIRY_STEP_TITLES = ['Your details', 'About your enquiry', 'Send your enquiry'] as const satisfies readonly string[] & {
  length: (typeof ENQUIRY_STEPS)['length'];
};

export const LAST_ENQUIRY_STEP = ENQUIRY_STEPS.length - 1;

/** 'Step 1 of 3' (spec §4 step indicator); `step` counts from 0 like ENQUIRY_STEPS. */
export function stepIndicator(step: number): string {
  return `Step ${step + 1} of ${ENQUIRY_STEPS.length}`;
}

/**
 * The first step holding one of these fields, or undefined. After the last step is sent, the server
 * may still refuse a field of an earlier step (its checks are the final word): the form goes back to
 * that step so the error summary's link reaches a field that is on screen.
 */
export function firstStepWithError(fieldsWithErrors: Iterable<string>): number | undefined {
  const names = new Set(fieldsWithErrors);
  const index = ENQUIRY_STEPS.findIndex((step) => step.some((name) => names.has(name)));
  return index === -1 ? undefined : index;
}
