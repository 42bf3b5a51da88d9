/** What POST /api/finance-applications answers, beside the lead intake's shared texts. */
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';

export const APPLICATION_MESSAGES = {
  ...INTAKE_MESSAGES,
  contentType: 'Send the application as JSON.',
  unreadable: 'The application could not be read.',
  tooLarge: 'The application is too large.',
} as const;
