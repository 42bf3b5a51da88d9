/**
 * The database schema (drizzle pg-core): one source for PGlite and PostgreSQL. Change it, then run
 * `npm run db:generate -w web` and commit the new migration under web/drizzle — the app applies
 * pending migrations when it first opens the database.
 *
 * Every row belongs to one dealer site (its slug): no query may read across sites.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/**
 * A lead: one submitted form (spec §3 lead form defaults, enquiry fields, contact payload; §5 forms).
 * The contact fields are columns (what a dealer searches by); everything the form carried, validated,
 * is kept whole in `payload`. `(site, idempotency_key)` is unique: a retried or double-clicked submit
 * with the same key finds the first lead instead of creating a second (the `request_hash` tells a
 * genuine retry from a different body reusing the key).
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(), // a UUID made by the app, so the outbox and answer can name it before commit
    site: text('site').notNull(),
    form: text('form').notNull(), // the form kind (schemas/src/leads FORM_KINDS)
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    carId: text('car_id'),
    /** The car as it was when the lead came in (year, make, model, VIN, stock number, price...). */
    car: jsonb('car'),
    dealershipSlug: text('dealership_slug'),
    locationId: text('location_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    postcode: text('postcode'),
    preferredContact: text('preferred_contact'),
    message: text('message'),
    payload: jsonb('payload').notNull(),
    pageUrl: text('page_url'),
    visitedPages: jsonb('visited_pages').notNull().default([]),
    linkedQueryParams: jsonb('linked_query_params').notNull().default({}),
    userAgent: text('user_agent'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    termsAgreed: boolean('terms_agreed'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    /**
     * Trade-in leads (spec §3 Trade-in/valuation): the shopper's own car, kilometres, answers and the
     * estimate, as the valuation wizard gathered them. Null on every other form.
     */
    tradeIn: jsonb('trade_in'),
    /** The lead this one continues (a trade-in's accepted offer names the lead started at step one). */
    parentLeadId: text('parent_lead_id'),
    deliveryStatus: text('delivery_status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_site_idempotency_key_uq').on(t.site, t.idempotencyKey),
    index('leads_site_created_idx').on(t.site, t.createdAt),
  ],
);

/**
 * The transactional outbox: one row per delivery a lead needs (ADF e-mail to the location's lead
 * address, JSON to the site's CRM webhook), written in the same transaction as the lead. A worker
 * claims due rows with a lease (`locked_until`), so a crashed worker's claim expires and another
 * retries; `attempts`, `next_attempt_at` and `last_error` drive the backoff.
 */
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    // confirmation: the shopper's own e-mail (delivery/confirmation.ts) when they gave marketing consent.
    channel: text('channel', { enum: ['email', 'webhook', 'confirmation', 'receipt', 'dealer_notice'] }).notNull(),
    destination: text('destination').notNull(), // an e-mail address (dealer's or shopper's) or a webhook URL
    status: text('status', { enum: ['pending', 'delivered', 'dead'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('lead_outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('lead_outbox_lead_channel_uq').on(t.leadId, t.channel, t.destination),
  ],
);

/** A tracking event from the browser or a form (spec §7 event ids), kept per site. No personal data. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    eventId: integer('event_id').notNull(),
    carId: text('car_id'),
    path: text('path'),
    params: jsonb('params').notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('tracking_events_site_event_idx').on(t.site, t.eventId, t.createdAt)],
);

/**
 * Fixed-window rate-limit counters, shared by every server instance (a key such as
 * `lead:ip:<hash>` or `lead:email:<hash>`; keys are hashed, never raw addresses).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'rate_limits_pkey', columns: [t.key, t.windowStart] })],
);

/**
 * Addresses that asked for no more marketing (/pages/unsubscribe), per site. Only a hash of the
 * normalised address is kept: the table answers "has this address opted out?" and nothing else.
 */
export const marketingOptOuts = pgTable(
  'marketing_opt_outs',
  {
    site: text('site').notNull(),
    emailHash: text('email_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'marketing_opt_outs_pkey', columns: [t.site, t.emailHash] })],
);

/**
 * Shopper accounts (lib/auth): a shopper signs in on one dealer site with an Australian mobile and
 * a one-time code sent by SMS. An account, its sessions and its saved cars belong to that site only:
 * the same number on two sites is two accounts, and every lookup names the site.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(), // a UUID made by the app
    site: text('site').notNull(),
    phone: text('phone').notNull(), // E.164 (+614xxxxxxxx)
    createdAt: at('created_at').notNull().defaultNow(),
    lastSignInAt: at('last_sign_in_at').notNull().defaultNow(),
    /** Consent to SMS alerts about watched cars (lib/watch-alerts): off until the shopper turns it on. */
    priceAlerts: boolean('price_alerts').notNull().default(false),
  },
  (t) => [uniqueIndex('users_site_phone_uq').on(t.site, t.phone)],
);

/**
 * Server-side sessions. The browser's cookie holds a 32-byte random token; only its SHA-256 is kept
 * here, so a copy of the table signs nobody in. Revoked at sign-out and when the browser signs in again.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_site_user_idx').on(t.site, t.userId)],
);

/**
 * One-time sign-in codes. Only an HMAC of (id, code) is kept; `browser_hash` binds the code to the
 * browser that asked for it (the hash of the nonce in its signed sign-in cookie). `attempts` counts
 * tries (the fifth wrong one sets `locked_at`); `used_at` makes a code single use.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    browserHash: text('browser_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    lockedAt: at('locked_at'),
  },
  (t) => [
    index('sign_in_codes_lookup_idx').on(t.site, t.phone, t.browserHash, t.createdAt),
    index('sign_in_codes_expires_idx').on(t.expiresAt),
  ],
);

/** A signed-in shopper's watchlist (spec §4 "Watchlist", §7 save-car / remove-car). */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    site: text('site').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: text('car_id').notNull(),
    savedAt: at('saved_at').notNull().defaultNow(),
    /** The car's price when it was saved, for "price dropped" alerts (whole dollars). */
    priceAtSave: integer('price_at_save'),
  },
  (t) => [
    primaryKey({ name: 'watchlist_entries_pkey', columns: [t.site, t.userId, t.carId] }),
    // Who watches a car (price and sold alerts).
    index('watchlist_entries_site_car_idx').on(t.site, t.carId),
  ],
);

/** A signed-in shopper's favourites, merged from the browser's list (spec §3 Favourite entry). */
export const favourites = pgTable(
  'favourites',
  {
    site: text('site').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: text('car_id').notNull(),
    /** The browser's FavouriteEntry as it sent it (validated): id, name, slug, make, model, image. */
    entry: jsonb('entry').notNull(),
    savedAt: at('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'favourites_pkey', columns: [t.site, t.userId, t.carId] })],
);

/**
 * The price history of watched cars (lib/watch-alerts/check.ts): a row whenever a watched car's shown
 * price (domain displayedAmount, whole dollars) or its in-stock/sold state changes, the first row
 * when the car is first checked. `price` is null when no price is shown (and for a sold car).
 */
export const watchedCarPrices = pgTable(
  'watched_car_prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    carId: text('car_id').notNull(),
    price: integer('price'),
    status: text('status', { enum: ['in_stock', 'sold'] }).notNull(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('watched_car_prices_site_car_idx').on(t.site, t.carId, t.recordedAt)],
);

/**
 * SMS alerts to opted-in watchers (lib/watch-alerts): written by the check, sent by the delivery
 * worker's alerts pass, claimed with a lease like the lead outbox. `price_key` is the new price of a
 * drop or 'sold': with the unique index, the same change never alerts one shopper twice.
 */
export const watchAlerts = pgTable(
  'watch_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: text('car_id').notNull(),
    kind: text('kind', { enum: ['price-drop', 'sold'] }).notNull(),
    priceKey: text('price_key').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'dead'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('watch_alerts_once_uq').on(t.site, t.userId, t.carId, t.kind, t.priceKey),
    index('watch_alerts_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * One valuation the wizard gave (spec §7 Valuation): what was valued, the answers and the engine's
 * result, so accepting an offer names a valuation the server made rather than figures the browser sent.
 */
export const tradeInValuations = pgTable(
  'trade_in_valuations',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    vehicle: jsonb('vehicle').notNull(),
    kms: integer('kms').notNull(),
    answers: jsonb('answers').notNull(),
    result: jsonb('result').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('trade_in_valuations_site_lead_idx').on(t.site, t.leadId)],
);

/**
 * POST /api/miscellaneous (spec §7): extra data a site keeps beside a lead, by column name (today only
 * 'valuation', for the one site that asks for it).
 */
export const miscellaneousData = pgTable(
  'miscellaneous_data',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    columnName: text('column_name').notNull(),
    value: jsonb('value').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('miscellaneous_data_site_lead_idx').on(t.site, t.leadId)],
);

/**
 * A finance pre-approval application (issue 15). The lead row carries who applied and about which
 * car; the sensitive details (date of birth, licence, residence, employment, income and expenses) are
 * sealed here (AES-256-GCM, lib/finance/applications) and shown to the dealer only through a signed link.
 */
export const financeApplications = pgTable(
  'finance_applications',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** base64url(iv | ciphertext | tag) of the application's JSON. */
    sealed: text('sealed').notNull(),
    creditEnquiryConsentAt: at('credit_enquiry_consent_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('finance_applications_site_created_idx').on(t.site, t.createdAt)],
);

export type LeadRow = typeof leads.$inferSelect;
export type TradeInValuationRow = typeof tradeInValuations.$inferSelect;
export type MiscellaneousDataRow = typeof miscellaneousData.$inferSelect;
export type FinanceApplicationRow = typeof financeApplications.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type LeadOutboxRow = typeof leadOutbox.$inferSelect;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type SignInCodeRow = typeof signInCodes.$inferSelect;
export type WatchlistEntryRow = typeof watchlistEntries.$inferSelect;
export type FavouriteRow = typeof favourites.$inferSelect;
export type WatchedCarPriceRow = typeof watchedCarPrices.$inferSelect;
export type WatchAlertRow = typeof watchAlerts.$inferSelect;

/**
 * The embedded payment processor's own store (lib/payments/local): PaymentIntents with Stripe's
 * states, so `npm start` takes deposits with no account anywhere. Stripe keeps its own; in
 * production this table stays empty. `idempotency_key` is unique: a retried create finds the first.
 */
export const localPaymentIntents = pgTable(
  'local_payment_intents',
  {
    id: text('id').primaryKey(), // pi_local_…
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(), // cents
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'],
    }).notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    description: text('description'),
    receiptEmail: text('receipt_email'),
    metadata: jsonb('metadata').notNull().default({}),
    /** Stripe's last_payment_error shape ({code, decline_code, message}) after a failed attempt. */
    lastPaymentError: jsonb('last_payment_error'),
    /** The card's last four digits and brand, once a payment method was attached. */
    paymentMethod: jsonb('payment_method'),
    idempotencyKey: text('idempotency_key'),
    /** Where this processor posts its signed events (the app's webhook endpoint), set at creation. */
    webhookUrl: text('webhook_url'),
    cancellationReason: text('cancellation_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('local_payment_intents_idempotency_uq').on(t.idempotencyKey)],
);

/** The embedded processor's outgoing webhook events, delivered at least once with retries like Stripe's. */
export const localPaymentEvents = pgTable(
  'local_payment_events',
  {
    id: text('id').primaryKey(), // evt_local_…
    paymentIntentId: text('payment_intent_id').notNull(),
    type: text('type').notNull(),
    /** The whole Stripe-shaped event object, as posted. */
    body: jsonb('body').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'dead'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('local_payment_events_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Payment webhook events the app has processed (from Stripe or the embedded processor), by event id:
 * a replayed event finds its row and changes nothing twice.
 */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  paymentIntentId: text('payment_intent_id'),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * A reservation (issue 16; spec §9 Reserve: a deposit, default $200, holds the car 48 hours, fully
 * refundable). `pending` while the shopper pays (a short lock so two buyers are never both charged),
 * `held` once paid (until `expires_at`), then `cancelled` (by the shopper), `lapsed` (the hold ran out),
 * `sold` or `released` (by the dealer), or `failed` (payment abandoned or lost the race, refunded).
 * At most one pending-or-held reservation per car: the partial unique index is what makes two
 * simultaneous payments end in exactly one reservation.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: text('id').primaryKey(), // a UUID made by the app
    site: text('site').notNull(),
    carId: text('car_id').notNull(),
    carSlug: text('car_slug').notNull(),
    /** The car as it was when reserved (title, price, stock number, VIN...). */
    car: jsonb('car').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'held', 'cancelled', 'lapsed', 'sold', 'released', 'failed'] }).notNull(),
    /** name, last_name, email, phone (E.164), location_id: the buyer as the checkout took them. */
    contact: jsonb('contact').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    processor: text('processor', { enum: ['local', 'stripe'] }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    /** While pending: when the payment lock ends and another buyer may start. */
    lockExpiresAt: at('lock_expires_at').notNull(),
    paidAt: at('paid_at'),
    /** paid_at + the hold (48 hours). */
    expiresAt: at('expires_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    refundId: text('refund_id'),
    refundedAt: at('refunded_at'),
    /** The 'reserve' lead delivered to the dealer when the payment succeeded. */
    leadId: text('lead_id'),
    /** The online purchase deal this deposit belongs to, when it came from /checkout-journey. */
    dealId: text('deal_id'),
    /** Set when a stock import reports the car sold while it was held (the dealer is told once). */
    soldInFeedAt: at('sold_in_feed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_one_active_per_car_uq').on(t.site, t.carId).where(sql`status in ('pending', 'held')`),
    uniqueIndex('reservations_payment_intent_uq').on(t.paymentIntentId),
    index('reservations_site_user_idx').on(t.site, t.userId),
    index('reservations_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * An online purchase in progress (issue 16; spec §2 /checkout-journey): the shopper's answers step by
 * step, saved as they go so they can resume on another device after signing in. One draft per
 * (site, user, car); submitting it delivers one complete deal to the dealer as a lead.
 */
export const purchaseDeals = pgTable(
  'purchase_deals',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: text('car_id').notNull(),
    carSlug: text('car_slug').notNull(),
    car: jsonb('car').notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'abandoned'] }).notNull().default('draft'),
    /** The furthest step reached, by name (lib/purchase steps). */
    step: text('step').notNull(),
    /** Every step's answers so far, validated by schemas/src/checkout. */
    data: jsonb('data').notNull().default({}),
    reservationId: text('reservation_id'),
    leadId: text('lead_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
  },
  (t) => [
    uniqueIndex('purchase_deals_one_draft_uq').on(t.site, t.userId, t.carId).where(sql`status = 'draft'`),
    index('purchase_deals_site_user_idx').on(t.site, t.userId),
  ],
);

export type LocalPaymentIntentRow = typeof localPaymentIntents.$inferSelect;
export type LocalPaymentEventRow = typeof localPaymentEvents.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type PurchaseDealRow = typeof purchaseDeals.$inferSelect;
