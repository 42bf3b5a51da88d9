import { describe, expect, it } from 'vitest';
import type { DeliveryLead } from './lead';
import { composeReceiptEmail } from './receipt';

const MANAGE = 'https://www.harbourtoyota.com.au/reservations/8b8eff76-7572-4467-af1d-c160766cb80e?token=abc_DEF-123';
const lead = {
  id: 'lead-9',
  site: 'harbour-toyota',
  form: 'reserve',
  category: 'Reserve',
  subcategory: 'Deposit Paid',
  createdAt: new Date('2026-11-25T00:00:00Z'),
  firstName: 'Mia <script>',
  lastName: 'Nguyen',
  email: 'mia@example.com',
  car: { year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GXL' },
  fields: { deposit: '$500', payment_reference: 'pi_local_0123', hold_expires_at: 'Friday 27 November 2026 at 11:00 am', manage_url: MANAGE },
} as unknown as DeliveryLead;
const vendor = { siteName: 'Harbour Toyota', name: 'Harbour Toyota', phone: '02 9938 4100', email: 'sales@harbourtoyota.com.au', origin: 'https://www.harbourtoyota.com.au' };

describe('the reservation receipt', () => {
  const message = composeReceiptEmail({ lead, vendor, outboxId: 3, to: 'mia@example.com' });
  const text = message.mail.text as string;
  const html = message.mail.html as string;

  it('goes to the shopper with the deposit, the payment reference, the hold and the car', () => {
    expect(message.mail.to).toBe('mia@example.com');
    expect(message.mail.replyTo).toBe('sales@harbourtoyota.com.au');
    expect(message.mail.subject).toBe('Your reservation receipt — 2023 Toyota RAV4 GXL at Harbour Toyota');
    expect(text).toContain('Deposit paid: $500');
    expect(text).toContain('Payment reference: pi_local_0123');
    expect(text).toContain('until Friday 27 November 2026 at 11:00 am');
  });

  it('carries the manage link on a line of its own (no punctuation glued to it) and as a link in the HTML', () => {
    expect(text.split('\n')).toContain(MANAGE);
    expect(html).toContain(`<a href="${MANAGE}">See or cancel your reservation</a>`);
  });

  it('escapes what the shopper typed, and is marked as a receipt for the mailbox', () => {
    expect(html).not.toContain('<script>');
    expect(message.mail.headers).toMatchObject({ 'X-Forecourt-Kind': 'receipt', 'X-Forecourt-Lead': 'lead-9', 'X-Forecourt-Site': 'harbour-toyota' });
    expect(message.messageId).toBe('<receipt-lead-9.3@forecourt>');
  });
});
