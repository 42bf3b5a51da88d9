/**
 * The database schema (drizzle pg-core): one source for PGlite and PostgreSQL. Change it, then run
 * `npm run db:generate -w web` and commit the new migration under web/drizzle — the app applies
 * pending migrations when it first opens the database.
 *
 * Every row belongs to one dealer site (its slug): no query may read across sites.
 */
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How many times a vehicle page was viewed on a site (spec §7 GET /cars/{slug}/view.json "views"). */
export const vehicleViews = pgTable(
  'vehicle_views',
  {
    site: text('site').notNull(),
    vehicleId: text('vehicle_id').notNull(),
    views: integer('views').notNull().default(0),
    firstViewedAt: at('first_viewed_at').notNull().defaultNow(),
    lastViewedAt: at('last_viewed_at').notNull().defaultNow(),
  },
  // The key is the unique (site, vehicle_id) the view upsert relies on.
  (t) => [primaryKey({ name: 'vehicle_views_pkey', columns: [t.site, t.vehicleId] })],
);

/** A shopper revealed a masked phone number (spec §4, §7 phone-reveal record {car_id, dealership_id, website_id}). */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    vehicleId: text('vehicle_id').notNull(),
    dealershipId: text('dealership_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('phone_reveals_site_vehicle_idx').on(t.site, t.vehicleId, t.createdAt)],
);

export type VehicleViewRow = typeof vehicleViews.$inferSelect;
export type PhoneRevealRow = typeof phoneReveals.$inferSelect;
