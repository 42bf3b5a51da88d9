/**
 * Lead e-mail through a mail server (SMTP_URL: smtp://user:pass@host:587 or smtps://host:465). One
 * connection per message (no pool: leads are few, and a pooled connection the server dropped would
 * only add a failure mode), with ~10 s timeouts so a dead server fails the attempt quickly, and 60 s
 * for the whole send so a server that trickles its answers cannot outlast the worker's lease.
 * nodemailer resolves once the server answered 250 to the message data: that is "accepted".
 */
import nodemailer from 'nodemailer';
import type { LeadEmail, Transport } from './types';

export interface SmtpOptions {
  /** Per stage: connecting, the greeting, and silence on the socket. */
  timeoutMs?: number;
  /** The whole send, however the server paces it: keeps every send inside the worker's lease. */
  totalTimeoutMs?: number;
}

export function smtpTransport(url: string, { timeoutMs = 10_000, totalTimeoutMs = 60_000 }: SmtpOptions = {}): Transport<LeadEmail> & { close(): void } {
  const transporter = nodemailer.createTransport({
    url,
    pool: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({ ...message.mail, signal: AbortSignal.timeout(totalTimeoutMs) });
      // With one recipient a refusal already throws; this guards a server that accepts the message
      // for some recipients only.
      if (info.rejected.length > 0) throw new Error(`The mail server refused ${info.rejected.length} recipient(s)`);
    },
    close: () => transporter.close(),
  };
}
