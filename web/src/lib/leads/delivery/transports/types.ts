/**
 * What the worker hands a transport, and the one promise every transport keeps: `send` resolves only
 * once the receiver has accepted the message (the mail server's 250 after DATA, the mailbox file
 * renamed into place, the CRM's 2xx) and rejects otherwise — the worker marks the delivery done on
 * resolve and schedules a retry on reject.
 */
import type { SendMailOptions } from 'nodemailer/lib/mailer';

/** An ADF lead e-mail, composed (email.ts) and ready for the mailbox or SMTP transport. */
export interface LeadEmail {
  site: string;
  leadId: string;
  outboxId: number;
  /** When the lead came in: the mailbox files are named by it, so a re-send lands on the same file. */
  leadCreatedAt: Date;
  /** `<lead-{leadId}.{outboxId}@forecourt>`: the same on every attempt. */
  messageId: string;
  mail: SendMailOptions;
}

/** A signed JSON POST to a dealer's CRM (webhook.ts). */
export interface LeadWebhook {
  site: string;
  leadId: string;
  outboxId: number;
  url: string;
  /** The exact JSON text that is signed and sent. */
  body: string;
}

export interface Transport<M> {
  /** For logs: 'mailbox', 'smtp', 'webhook'. */
  readonly name: string;
  send(message: M): Promise<void>;
}

export interface Transports {
  email: Transport<LeadEmail>;
  webhook: Transport<LeadWebhook>;
}
