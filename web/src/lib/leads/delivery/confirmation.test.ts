import { describe, expect, it } from 'vitest';
import { verifyUnsubscribeToken } from '../unsubscribe/link';
import { composeConfirmationEmail } from './confirmation';
import type { DeliveryLead } from './lead';

const SECRET = 'a-test-secret-that-is-long-enough-1234567890';
const lead = {
  id: 'lead-1',
  site: 'harbour-toyota',
  form: 'enquiry',
  category: 'Used Vehicle Enquiry',
  createdAt: new Date('2026-11-24T00:00:00Z'),
  firstName: 'Zoë <b>',
  lastName: "O'Brien",
  email: 'zoe@example.com',
  car: { year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport' },
} as unknown as DeliveryLead;
const vendor = { siteName: 'Harbour Toyota', name: 'Harbour Toyota', phone: '02 9938 4100', email: 'sales@harbourtoyota.com.au', origin: 'https://www.harbourtoyota.com.au' };

describe('the shopper confirmation', () => {
  const message = composeConfirmationEmail({ lead, vendor, outboxId: 7, to: 'zoe@example.com', secret: SECRET });
  const headers = message.mail.headers as Record<string, string>;
  const html = message.mail.html as string;
  const text = message.mail.text as string;

  it('goes to the shopper, replies to the dealer, and names the car', () => {
    expect(message.mail.to).toBe('zoe@example.com');
    expect(message.mail.replyTo).toBe('sales@harbourtoyota.com.au');
    expect(message.mail.subject).toBe('Thanks for your enquiry — Harbour Toyota');
    expect(text).toContain('2021 Toyota Corolla Ascent Sport');
    expect(text).toContain('call us on 02 9938 4100');
  });

  it('carries a signed unsubscribe link in the body and the one-click headers', () => {
    const link = new URL(html.match(/<a href="([^"]+)">unsubscribe<\/a>/)![1]!.replaceAll('&amp;', '&'));
    expect(link.origin + link.pathname).toBe('https://www.harbourtoyota.com.au/pages/unsubscribe');
    expect(verifyUnsubscribeToken(SECRET, 'harbour-toyota', link.searchParams.get('email')!, link.searchParams.get('token')!)).toBe(true);
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/www\.harbourtoyota\.com\.au\/api\/unsubscribe\?email=zoe%40example\.com&token=[\w-]{43}>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('escapes what the shopper typed and leaves out their surname', () => {
    expect(html).toContain('Hi Zoë &lt;b&gt;,');
    expect(html).not.toContain('<b>');
    expect(text + html).not.toContain('Brien');
  });
});
