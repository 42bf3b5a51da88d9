/**
 * The shopper's receipt for a reservation deposit (issue 16): what they paid, the payment reference,
 * how long the car is held, the refund terms, and the signed link to see or cancel the reservation.
 * Queued with the dealer's lead in the same transaction (outbox channel 'receipt'), from the lead's
 * own payload, so it says exactly what the dealer was told.
 */
import { escapeXml, stripControl } from '@/lib/xml';
import { DEFAULT_LEAD_MAIL_FROM } from './email';
import { carTitle, fieldText, type DeliveryLead } from './lead';
import { outboxEmail } from './envelope';
import type { LeadEmail } from './transports/types';
import type { Vendor } from './vendor';

export interface ReceiptOptions {
  lead: DeliveryLead;
  vendor: Vendor;
  outboxId: number;
  to: string;
  from?: string;
}

const line = (value: string) => stripControl(value).replace(/\s+/g, ' ').trim();

export function composeReceiptEmail({ lead, vendor, outboxId, to, from = DEFAULT_LEAD_MAIL_FROM }: ReceiptOptions): LeadEmail {
  const dealer = line(vendor.siteName);
  const car = line(carTitle(lead.car) ?? 'your car');
  const deposit = fieldText(lead, 'deposit') ?? 'Your deposit';
  const reference = fieldText(lead, 'payment_reference') ?? '';
  const until = fieldText(lead, 'hold_expires_at') ?? '';
  const manage = fieldText(lead, 'manage_url') ?? '';
  const contact = [vendor.phone ? `call ${line(vendor.phone)}` : '', vendor.email ? `e-mail ${line(vendor.email)}` : ''].filter(Boolean).join(' or ');
  const subject = `Your reservation receipt — ${car} at ${dealer}`;
  const paragraphs = [
    `Hi ${line(lead.firstName) || 'there'},`,
    `Thank you: ${dealer} is holding the ${car} for you until ${line(until)}.`,
    `Deposit paid: ${line(deposit)}\nPayment reference: ${line(reference)}`,
    `Your deposit is 100% refundable. If the hold ends without a sale, we refund it automatically. To see your reservation or cancel it within the hold for a full refund:\n${manage}`,
    `${dealer} will contact you to arrange the next steps${contact ? `; if it can't wait, ${contact}` : ''}.`,
  ];
  const messageId = `<receipt-${lead.id.replace(/[^A-Za-z0-9-]/g, '')}.${outboxId}@forecourt>`;
  const html = escapeXml;
  return outboxEmail(
    lead,
    outboxId,
    messageId,
    {
      from,
      to,
      ...(vendor.email ? { replyTo: vendor.email } : {}),
      subject,
      text: `${paragraphs.join('\n\n')}\n`,
      html: [
        '<!doctype html>',
        `<html lang="en-AU"><head><meta charset="utf-8"><title>${html(subject)}</title></head>`,
        '<body style="font-family:Arial,Helvetica,sans-serif;color:#111">',
        ...paragraphs.slice(0, 3).map((p) => `<p>${html(p).replace(/\n/g, '<br>')}</p>`),
        `<p>Your deposit is 100% refundable. <a href="${html(manage)}">See or cancel your reservation</a> within the hold for a full refund. If the hold ends without a sale, we refund it automatically.</p>`,
        `<p>${html(paragraphs[4]!)}</p>`,
        '</body></html>',
      ].join('\n'),
    },
    'receipt',
  );
}
