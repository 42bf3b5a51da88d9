/**
 * What the lead route answers, in one place. Field-level texts come from the shared form schema
 * (@forecourt/schemas/leads LEAD_MESSAGES), so the browser and the server word them identically.
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads';

export const INTAKE_MESSAGES = {
  unknownForm: 'Unknown form.',
  contentType: 'Send the form as JSON or form-encoded.',
  tooLarge: 'The form is too large.',
  unreadable: 'The form could not be read.',
  badIdempotencyKey: 'The Idempotency-Key header is not valid.',
  expired: 'This form has expired. Please reload the page and try again.',
  carNotAvailable: 'This car is not available on this site.',
  carMissing: "This form is about a car, but no car was given. Please send it from the car's page.",
  fixErrors: LEAD_MESSAGES.errorListHeading,
  tooMany: 'Too many submissions. Please try again later.',
  keyReused: 'This submission was already received with different details.',
  crossSite: 'Cross-site form submissions are not accepted.',
} as const;
