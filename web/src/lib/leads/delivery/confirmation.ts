/**
 * The shopper's confirmation (issue 13 item 9): sent to a shopper who ticked the marketing box, it
 * thanks them for the enquiry, says what they agreed to hear about, and carries a signed link to
 * unsubscribe — in the body and as RFC 8058 one-click List-Unsubscribe headers, so a mail client's
 * own "Unsubscribe" works too. First name only: the message is addressed to the shopper, and the
 * mailbox's lead reader matches dealer e-mails by surname.
 */
import { escapeXml, stripControl } from '@/lib/xml';
import { UNSUBSCRIBE_API, UNSUBSCRIBE_PAGE, unsubscribeHref } from '../unsubscribe/link';
import { carTitle, leadLabel, type DeliveryLead } from './lead';
import { outboxEmail } from './envelope';
import type { LeadEmail } from './transports/types';
import type { Vendor } from './vendor';
import { DEFAULT_LEAD_MAIL_FROM } from './email';

export function confirmationMessageId(leadId: string, outboxId: number): string {
  return `<confirmation-${leadId.replace(/[^A-Za-z0-9-]/g, '')}.${outboxId}@forecourt>`;
}

export interface ConfirmationOptions {
  lead: DeliveryLead;
  vendor: Vendor;
  outboxId: number;
  /** The shopper's address (the outbox row's destination). */
  to: string;
  from?: string;
  /** Signs the unsubscribe link. */
  secret: string;
}

const line = (value: string) => stripControl(value).replace(/\s+/g, ' ').trim();

export function composeConfirmationEmail({ lead, vendor, outboxId, to, from = DEFAULT_LEAD_MAIL_FROM, secret }: ConfirmationOptions): LeadEmail {
  const origin = vendor.origin ?? '';
  const page = `${origin}${unsubscribeHref(UNSUBSCRIBE_PAGE, secret, lead.site, to)}`;
  const oneClick = `${origin}${unsubscribeHref(UNSUBSCRIBE_API, secret, lead.site, to)}`;
  const dealer = line(vendor.siteName);
  const about = line(carTitle(lead.car) ?? leadLabel(lead).toLowerCase());
  const greeting = `Hi ${line(lead.firstName) || 'there'},`;
  const contact = [vendor.phone ? `call us on ${line(vendor.phone)}` : '', vendor.email ? `e-mail ${line(vendor.email)}` : '']
    .filter(Boolean)
    .join(' or ');
  const paragraphs = [
    greeting,
    `Thank you for your enquiry about ${about}. ${dealer} has it and will be in touch soon.${contact ? ` If it can't wait, ${contact}.` : ''}`,
    `You also asked to hear about offers and news from ${dealer}. If you change your mind, unsubscribe here: ${page}`,
  ];
  const messageId = confirmationMessageId(lead.id, outboxId);
  const html = escapeXml;
  return outboxEmail(
    lead,
    outboxId,
    messageId,
    {
      from,
      to,
      ...(vendor.email ? { replyTo: vendor.email } : {}),
      subject: `Thanks for your enquiry — ${dealer}`,
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      text: `${paragraphs.join('\n\n')}\n`,
      html: [
        '<!doctype html>',
        `<html lang="en-AU"><head><meta charset="utf-8"><title>${html(`Thanks for your enquiry — ${dealer}`)}</title></head>`,
        '<body style="font-family:Arial,Helvetica,sans-serif;color:#111">',
        `<p>${html(greeting)}</p>`,
        `<p>${html(paragraphs[1]!)}</p>`,
        `<p>You also asked to hear about offers and news from ${html(dealer)}. If you change your mind, ` +
          `<a href="${html(page)}">unsubscribe</a>.</p>`,
        '</body></html>',
      ].join('\n'),
    },
    'confirmation',
  );
}
