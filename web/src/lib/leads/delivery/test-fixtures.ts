/**
 * Leads, vendors and database rows for the delivery tests (not used by the app). Leads are inserted
 * with drizzle directly, as the intake does: the lead and its outbox rows in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import { leadOutbox, leads, type LeadOutboxRow, type LeadRow, type NewLeadRow } from '@/lib/db/schema';
import type { Vendor } from './vendor';

export const VENDOR: Vendor = {
  siteName: 'Harbour Toyota',
  name: 'Harbour Toyota',
  locationName: 'Harbour Toyota Sales',
  phone: '02 9938 4100',
  email: 'sales@harbourtoyota.com.au',
  address: { street: '650 Pittwater Road', city: 'Brookvale', state: 'NSW', postcode: '2100' },
  timeZone: 'Australia/Sydney',
};

export const CAR = {
  id: 'car-123',
  slug: '2021-toyota-corolla-ascent-sport-hb1234',
  stocknum: 'HB1234',
  vin: 'JTDBR32E720123456',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  car_type: 'used',
  price: 25990,
  dealership_id: 'hbt',
  location_id: 'hbt-sales',
};

/** A complete lead row (as selected from the database), with overrides. */
export function leadRow(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: randomUUID(),
    site: 'harbour-toyota',
    form: 'enquiry',
    category: 'Used Vehicle Enquiry',
    subcategory: null,
    carId: CAR.id,
    car: CAR,
    dealershipSlug: 'harbour-toyota',
    locationId: 'hbt-sales',
    firstName: 'Zoë',
    lastName: "O'Brien-Nguyễn",
    email: 'zoe@example.com',
    phone: '0412345678',
    postcode: '2100',
    preferredContact: 'Phone',
    message: 'Is it still available?',
    payload: {
      name: 'Zoë',
      last_name: "O'Brien-Nguyễn",
      email: 'zoe@example.com',
      phone: '0412345678',
      postcode: '2100',
      PreferredContactMethod: 'Phone',
      message: 'Is it still available?',
      finance: 'No',
      'do-you-have-a-trade-in': 'Yes',
      opt_in_finance: true,
      opt_in_trade: true,
      opt_in: true,
    },
    pageUrl: 'https://harbour-toyota.localhost/cars/2021-toyota-corolla-ascent-sport-hb1234',
    visitedPages: ['/search', '/cars/2021-toyota-corolla-ascent-sport-hb1234'],
    linkedQueryParams: { utm_source: 'google' },
    userAgent: 'Mozilla/5.0 (test)',
    marketingOptIn: true,
    termsAgreed: null,
    idempotencyKey: null,
    requestHash: 'hash',
    tradeIn: null,
    parentLeadId: null,
    deliveryStatus: 'pending',
    deliveredAt: null,
    createdAt: new Date('2025-07-01T09:30:00.000Z'),
    ...overrides,
  };
}

export interface Delivery {
  channel: 'email' | 'webhook';
  destination: string;
  nextAttemptAt?: Date;
}

/** Inserts a lead and its outbox rows in one transaction; returns the lead id and the rows' ids. */
export async function insertLead(
  db: Database,
  deliveries: Delivery[],
  overrides: Partial<NewLeadRow> = {},
): Promise<{ leadId: string; outboxIds: number[] }> {
  const { deliveryStatus: _s, deliveredAt: _d, ...row } = leadRow();
  const lead: NewLeadRow = { ...row, ...overrides };
  const createdAt = lead.createdAt ?? new Date();
  const outboxIds = await db.transaction(async (tx) => {
    await tx.insert(leads).values(lead);
    const rows = await tx
      .insert(leadOutbox)
      .values(deliveries.map((d) => ({ leadId: lead.id, site: lead.site, channel: d.channel, destination: d.destination, nextAttemptAt: d.nextAttemptAt ?? createdAt, createdAt })))
      .returning({ id: leadOutbox.id });
    return rows.map((r) => r.id);
  });
  return { leadId: lead.id, outboxIds };
}

export async function outboxRow(db: Database, id: number): Promise<LeadOutboxRow> {
  const [row] = await db.select().from(leadOutbox).where(eq(leadOutbox.id, id));
  if (!row) throw new Error(`No outbox row ${id}`);
  return row;
}

export async function leadStatus(db: Database, id: string): Promise<Pick<LeadRow, 'deliveryStatus' | 'deliveredAt'>> {
  const [row] = await db.select({ deliveryStatus: leads.deliveryStatus, deliveredAt: leads.deliveredAt }).from(leads).where(eq(leads.id, id));
  if (!row) throw new Error(`No lead ${id}`);
  return row;
}

/** Vendor lookups without content: every lead gets VENDOR. */
export const fixedVendor = (): Promise<Vendor> => Promise.resolve(VENDOR);
