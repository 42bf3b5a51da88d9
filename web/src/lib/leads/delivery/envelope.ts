/**
 * The outbox e-mail around a composed message, for every kind (the dealer's ADF lead, the shopper's
 * confirmation, a reservation receipt): the ids the mailbox and transports key on, and the id
 * headers every e-mail carries (ids only, no personal data), plus its kind for the mailbox reader.
 */
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { DeliveryLead } from './lead';
import type { LeadEmail } from './transports/types';

export function outboxEmail(
  lead: Pick<DeliveryLead, 'id' | 'site' | 'createdAt'>,
  outboxId: number,
  messageId: string,
  mail: Omit<SendMailOptions, 'messageId' | 'headers'> & { headers?: Record<string, string> },
  kind?: 'confirmation' | 'receipt',
): LeadEmail {
  return {
    site: lead.site,
    leadId: lead.id,
    outboxId,
    leadCreatedAt: lead.createdAt,
    messageId,
    mail: {
      ...mail,
      messageId,
      headers: { ...mail.headers, 'X-Forecourt-Lead': lead.id, 'X-Forecourt-Site': lead.site, ...(kind ? { 'X-Forecourt-Kind': kind } : {}) },
    },
  };
}
