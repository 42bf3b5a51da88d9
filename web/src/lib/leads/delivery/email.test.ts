import { CONTACT_CATEGORIES, FORM_KINDS } from '@forecourt/schemas/leads';
import { simpleParser, type AddressObject } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { leadRouting } from '@/domain/lead-routing';
import { buildAdf } from './adf';
import { composeLeadEmail, DEFAULT_LEAD_MAIL_FROM, leadMessageId, leadSubject } from './email';
import { carTitle, deliveryLead, leadLabel } from './lead';
import { parseMail } from './mime';
import { CAR, leadRow, VENDOR } from './test-fixtures';

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function raw(mail: Parameters<typeof composer.sendMail>[0]): Promise<Buffer> {
  const info = await composer.sendMail(mail);
  return info.message as Buffer;
}

const address = (value: AddressObject | AddressObject[] | undefined) => (Array.isArray(value) ? value[0] : value)?.value[0];

describe('composeLeadEmail', () => {
  it('addresses the dealer, replies to the shopper, and names the lead in the subject', async () => {
    const lead = deliveryLead(leadRow());
    const message = composeLeadEmail({ lead, vendor: VENDOR, outboxId: 42, to: 'sales@harbourtoyota.com.au' });
    expect(message.messageId).toBe(`<lead-${lead.id}.42@forecourt>`);

    const parsed = await simpleParser(await raw(message.mail));
    expect(parsed.messageId).toBe(`<lead-${lead.id}.42@forecourt>`);
    expect(address(parsed.to)?.address).toBe('sales@harbourtoyota.com.au');
    expect(address(parsed.from)).toEqual({ address: 'leads@forecourt.localhost', name: 'Forecourt Leads' });
    expect(address(parsed.replyTo)).toEqual({ address: 'zoe@example.com', name: "Zoë O'Brien-Nguyễn" });
    expect(parsed.subject).toBe('Used Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport — Harbour Toyota');
    expect(parsed.headers.get('x-forecourt-lead')).toBe(lead.id);
    // multipart/alternative: the ADF as text, a summary as HTML.
    expect(parsed.text?.trim()).toBe(buildAdf(lead, VENDOR).trim());
    expect(parsed.html).toContain('<h1 style="font-size:20px">Used Vehicle Enquiry</h1>');
    expect(parsed.html).toContain('0412345678');
  });

  it('uses the configured From and a general subject without a car; no Reply-To without an e-mail', async () => {
    const lead = deliveryLead(leadRow({ category: 'General Enquiry', car: null, carId: null, email: null }));
    const message = composeLeadEmail({ lead, vendor: VENDOR, outboxId: 7, to: 'sales@harbourtoyota.com.au', from: 'Leads <leads@dealer.example>' });
    const parsed = await simpleParser(await raw(message.mail));
    expect(parsed.subject).toBe('General Enquiry — Harbour Toyota');
    expect(address(parsed.from)?.address).toBe('leads@dealer.example');
    expect(parsed.replyTo).toBeUndefined();
  });

  it('keeps the same Message-ID on every attempt, and a different one per outbox row', () => {
    const lead = deliveryLead(leadRow());
    const first = composeLeadEmail({ lead, vendor: VENDOR, outboxId: 42, to: 'a@example.com' });
    const again = composeLeadEmail({ lead, vendor: VENDOR, outboxId: 42, to: 'a@example.com' });
    expect(again.messageId).toBe(first.messageId);
    expect(composeLeadEmail({ lead, vendor: VENDOR, outboxId: 43, to: 'a@example.com' }).messageId).not.toBe(first.messageId);
    expect(leadMessageId('abc<>@x', 1)).toBe('<lead-abcx.1@forecourt>');
  });

  it('escapes the summary and keeps header text on one line', async () => {
    const lead = deliveryLead(
      leadRow({
        firstName: 'Eve\r\nBcc: victim@example.com',
        category: 'Used Vehicle Enquiry\r\nX-Injected: yes',
        message: '<img src=x onerror=alert(1)> & <script>steal()</script>',
      }),
    );
    const message = composeLeadEmail({ lead, vendor: VENDOR, outboxId: 1, to: 'sales@harbourtoyota.com.au' });
    const source = await raw(message.mail);
    const parsed = await simpleParser(source);
    expect(parsed.headers.has('x-injected')).toBe(false);
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.subject).toBe('Used Vehicle Enquiry X-Injected: yes: 2021 Toyota Corolla Ascent Sport — Harbour Toyota');
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).not.toContain('<img');
    expect(parsed.html).toContain('&lt;script&gt;steal()&lt;/script&gt;');
  });

  it('defaults the From to the platform address', () => {
    const message = composeLeadEmail({ lead: deliveryLead(leadRow()), vendor: VENDOR, outboxId: 1, to: 'x@example.com' });
    expect(message.mail.from).toBe(DEFAULT_LEAD_MAIL_FROM);
  });
});

describe('parseMail (the mailbox reader) agrees with mailparser', () => {
  const cases: { name: string; mail: Parameters<typeof composer.sendMail>[0] }[] = [
    {
      name: 'a lead e-mail',
      mail: composeLeadEmail({ lead: deliveryLead(leadRow()), vendor: VENDOR, outboxId: 5, to: 'sales@harbourtoyota.com.au' }).mail,
    },
    {
      name: 'unicode everywhere, long lines, emoji split across encoded words',
      mail: {
        from: 'Forecourt <leads@forecourt.localhost>',
        to: 'Ünïcödé Dealer <dealer@example.com>',
        subject: `Nouvelle demande — ${'李😀é'.repeat(20)} — fin`,
        text: `${'Zoë 李 😀 '.repeat(60)}\nline two = equals sign =3D\n`,
        html: `<p>${'long '.repeat(200)}</p>`,
      },
    },
    {
      name: 'plain ASCII',
      mail: { from: 'a@example.com', to: 'b@example.com', subject: 'Hello', text: 'Just text.\n' },
    },
  ];
  for (const { name, mail } of cases) {
    it(name, async () => {
      const source = await raw(mail);
      const ours = parseMail(source);
      const theirs = await simpleParser(source);
      expect(ours.headers.get('subject')).toBe(theirs.subject);
      expect(ours.headers.get('message-id')).toBe(theirs.messageId);
      expect(ours.text).toBe(theirs.text);
      if (theirs.html) expect(ours.html).toBe(theirs.html);
      expect(ours.headers.get('to')).toContain(address(theirs.to)?.address);
    });
  }
});

describe('leadSubject', () => {
  const subject = (kind: (typeof FORM_KINDS)[number], fields: Record<string, unknown>, carType?: 'new' | 'used' | 'demo', tag?: string) => {
    const route = leadRouting(kind, fields, carType ? { car_type: carType, tag: tag ?? null } : undefined);
    const car = carType ? { ...CAR, car_type: carType } : null;
    return leadSubject(deliveryLead(leadRow({ form: kind, category: route.category, subcategory: route.subcategory ?? null, car, carId: car?.id ?? null })), VENDOR);
  };

  it('names the kind of lead once: no "New New Vehicle Enquiry", and a used car is never called new', () => {
    expect(subject('enquiry', {}, 'new')).toBe('New Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport — Harbour Toyota');
    expect(subject('enquiry', {}, 'used')).toBe('Used Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport — Harbour Toyota');
    expect(subject('request_photos', {}, 'used')).toBe('Vehicle Enquiry (Request Photos): 2021 Toyota Corolla Ascent Sport — Harbour Toyota');
    expect(subject('make_an_offer', {}, 'used')).toBe('Vehicle Enquiry (Make an Offer): 2021 Toyota Corolla Ascent Sport — Harbour Toyota');
    expect(subject('test_drive', {}, 'new', 'Test Drive Only')).toBe('Test Drive Only: 2021 Toyota Corolla Ascent Sport — Harbour Toyota');
    expect(subject('contact', { category: 'Careers Enquiry' })).toBe('General Enquiry (Career Enquiry) — Harbour Toyota');
    expect(subject('contact', { category: 'New Vehicle Enquiry' })).toBe('New Vehicle Enquiry — Harbour Toyota');
    expect(subject('fleet_enquiry', {})).toBe('Fleet Enquiry — Harbour Toyota');
  });

  it('never repeats a word back to back, for any form, contact category, car type or tag', () => {
    const subjects = [
      ...FORM_KINDS.flatMap((kind) =>
        [undefined, 'new', 'used', 'demo'].flatMap((carType) =>
          [undefined, 'Test Drive Only'].map((tag) => subject(kind, {}, carType as 'new' | undefined, tag)),
        ),
      ),
      ...CONTACT_CATEGORIES.map((category) => subject('contact', { category })),
    ];
    expect(subjects.length).toBeGreaterThan(80);
    expect(subjects.filter((s) => /\b(\w+)\s+\1\b/i.test(s))).toEqual([]);
    expect(subjects.filter((s) => /^New (New|Used)\b/.test(s))).toEqual([]);
  });

  it('drops a subcategory the category already says, and the model repeated at the start of a badge', () => {
    expect(leadLabel({ category: 'Finance Enquiry', subcategory: 'Finance' })).toBe('Finance Enquiry');
    expect(leadLabel({ category: 'Test Drive', subcategory: 'test drive only' })).toBe('test drive only');
    expect(leadLabel({ category: 'General Enquiry', subcategory: '  ' })).toBe('General Enquiry');
    expect(leadLabel({ category: '', subcategory: 'Career Enquiry' })).toBe('Career Enquiry');
    expect(carTitle({ year: 2026, make: 'Hyundai', model: 'Kona', badge: 'kona' })).toBe('2026 Hyundai Kona');
    expect(carTitle({ year: 2026, make: 'Hyundai', model: 'Kona', badge: 'Kona N Line' })).toBe('2026 Hyundai Kona N Line');
    expect(carTitle({ year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Corolla Cross' })).toBe('2021 Toyota Corolla Cross');
  });
});
