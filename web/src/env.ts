/**
 * The web app's environment, read and validated once. Each optional variable switches one module
 * from its embedded default to the production engine (see README).
 */
import 'server-only';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Content: Sanity Content Lake instead of the tenants' NDJSON through groq-js. */
  SANITY_PROJECT_ID: optional.pipe(z.string().regex(/^[a-z0-9-]+$/, 'Sanity project ids are lower-case letters, digits and hyphens').optional()),
  SANITY_DATASET: z.string().default('production'),
  SANITY_API_VERSION: z.string().default('2025-02-19'),
  /** Read token (server only) for private datasets and drafts. */
  SANITY_API_TOKEN: optional,
  /**
   * Draft mode with the embedded content source: the secret a preview link must carry
   * (`/api/draft-mode/enable?sanity-preview-secret=…`) to show the NDJSON's `drafts.*` documents.
   * Unset: no draft mode without Sanity. With Sanity, the Presentation tool's own secrets are used
   * (@sanity/preview-url-secret, read with SANITY_API_TOKEN) and this is ignored.
   */
  PREVIEW_SECRET: optional.pipe(z.string().min(32, 'PREVIEW_SECRET must be at least 32 characters').optional()),
  /**
   * The Content Lake's address instead of https://<project>.api.sanity.io. For a
   * local server speaking its query API, as the browser tests run; unset in production.
   */
  SANITY_API_HOST: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Signs the Sanity webhook that revalidates content tags. */
  SANITY_REVALIDATE_SECRET: optional,
  /** Signs the stock import's call that refreshes a site's cached pages (POST /api/revalidate/stock). */
  STOCK_REVALIDATE_SECRET: optional,
  /** Host names that show the platform's own index page instead of a dealer site. */
  PLATFORM_HOSTS: z
    .string()
    .default('localhost,127.0.0.1,[::1]')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /**
   * How many reverse proxies in front of this server append to X-Forwarded-For (load balancer, CDN):
   * the client is the entry this many from the right, after the peer address the server appends
   * itself. 0 (default): no proxy is trusted, the client is the TCP peer (lib/http/client-ip.ts).
   */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Location maps: the Google Maps Embed API with this key (a location's own map_key wins) instead of
   * the map drawn offline from bundled Natural Earth data (lib/geo). The key is sent to browsers in
   * the embed's URL, as Google intends for Embed API keys (restrict it by referrer in Google Cloud).
   */
  GOOGLE_MAPS_KEY: optional.pipe(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'GOOGLE_MAPS_KEY is letters, digits, _ and -').optional()),
  /** Where the embedded content source reads NDJSON (defaults to tenants/content). */
  CONTENT_DIR: optional,
  /** Search: Typesense instead of the embedded engine (both URL and key are needed). */
  TYPESENSE_URL: optional.pipe(z.url().optional()),
  TYPESENSE_API_KEY: optional,
  TYPESENSE_COLLECTION: z.string().default('Car_production'),
  /** Where the embedded engine's imported stock and other local data live (default <repo>/.data). */
  DATA_DIR: optional,
  /**
   * Database: PostgreSQL (postgres://user:pass@host:port/db) instead of PGlite on disk under the data
   * directory. Server only: it carries the password.
   */
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /** Connections per server process in the PostgreSQL pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** How long the proxy trusts its host map before asking the content source again. */
  HOST_MAP_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Lead e-mail: through this mail server (smtp://user:pass@host:587, smtps://host:465) instead of
   * the local mailbox folder. Server only: it carries the password.
   */
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/?#\s]+/, 'SMTP_URL must be an smtp:// or smtps:// URL with a host')
      .optional(),
  ),
  /** The From of lead e-mails (replies go to the shopper: Reply-To). */
  LEAD_MAIL_FROM: z.string().trim().min(3).default('Forecourt Leads <leads@forecourt.localhost>'),
  /** Signs CRM webhook deliveries (forecourt-signature); without it webhook deliveries wait and retry. */
  LEAD_WEBHOOK_SECRET: optional,
  /**
   * Signs the unsubscribe links in shoppers' confirmation e-mails (lib/leads/unsubscribe-link.ts).
   * Without it a secret is generated once into the data directory: fine for one server, but every
   * server behind a load balancer must share one, so set it in production.
   */
  UNSUBSCRIBE_SECRET: optional.pipe(z.string().min(32, 'UNSUBSCRIBE_SECRET must be at least 32 characters').optional()),
  /** How often the lead delivery worker looks for due deliveries. */
  LEAD_DELIVERY_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
  /** The local mailbox folder (lead e-mail when SMTP_URL is not set); default `<data dir>/mailbox`. */
  MAILBOX_DIR: optional,
  /**
   * Shopper sign-in (lib/auth): signs the cookie that binds a one-time code to the browser that asked
   * for it. Without it a secret is generated once into the data directory (like UNSUBSCRIBE_SECRET):
   * every server behind a load balancer must share one, so set it in production.
   */
  AUTH_SECRET: optional.pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
  /**
   * SMS (sign-in codes, price alerts): through ClickSend's REST API (an Australian SMS gateway) when
   * both the username and API key are set; otherwise into the local SMS outbox under the data directory.
   * Server only: the key is a password.
   */
  SMS_CLICKSEND_USERNAME: optional,
  SMS_CLICKSEND_API_KEY: optional,
  /** ClickSend's API base URL (tests point it at a local server speaking the same API). */
  SMS_API_URL: optional.pipe(z.url().optional()),
  /** The sender shown on the shopper's phone: an alphanumeric sender id (up to 11 characters) or a number. */
  SMS_FROM: optional.pipe(z.string().regex(/^(?:[A-Za-z0-9 ]{1,11}|\+?\d{3,15})$/, 'SMS_FROM is up to 11 letters and digits, or a phone number').optional()),
  /** The local SMS outbox folder (when ClickSend is not configured); default `<data dir>/sms`. */
  SMS_OUTBOX_DIR: optional,
  /**
   * Trade-in valuation (lib/valuation): a valuation provider's API (Autograb's REST shapes) for rego
   * lookups and estimates when both the URL and key are set; otherwise the embedded comparable-listings
   * model over the dealer group's own stock and the local register of demo regos. Server only.
   */
  VALUATION_API_URL: optional.pipe(z.url().optional()),
  VALUATION_API_KEY: optional,
  /** How long a valuation or rego call may take before the shopper is offered manual selection. */
  VALUATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** Embedded model: reconditioning cost taken off the comparables' retail price, dollars. */
  VALUATION_RECONDITIONING: z.coerce.number().min(0).max(100_000).default(1500),
  /** Embedded model: the dealer's retail margin taken off, as a fraction of retail (0.12 = 12%). */
  VALUATION_MARGIN: z.coerce.number().min(0).max(0.9).default(0.12),
  /**
   * Finance quotes (lib/finance, POST /api/youx/quote): the finance partner's quote API when both the
   * URL and key are set; otherwise the embedded quote engine over the configured rate table. Server only.
   */
  FINANCE_API_URL: optional.pipe(z.url().optional()),
  FINANCE_API_KEY: optional,
  FINANCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * How long a vehicle page's render waits for the partner's quote (lib/finance/page-quote.ts) before
   * drawing the page without it and leaving the ask to the shopper's browser.
   */
  FINANCE_PAGE_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /**
   * Seals the sensitive parts of finance applications at rest (AES-256-GCM) and signs the dealer's
   * link to view one. Without it a secret is generated once into the data directory (like AUTH_SECRET).
   */
  FINANCE_APPLICATION_SECRET: optional.pipe(z.string().min(32, 'FINANCE_APPLICATION_SECRET must be at least 32 characters').optional()),
  /**
   * Payments (lib/payments; reserve deposits and online purchase): Stripe when STRIPE_SECRET_KEY is set
   * (with its publishable key for the browser's Payment Element and the webhook signing secret);
   * otherwise the embedded local processor. Server only, except the publishable key.
   */
  STRIPE_SECRET_KEY: optional.pipe(z.string().regex(/^(?:sk|rk)_(?:test|live)_\w+$/, 'STRIPE_SECRET_KEY is a Stripe secret key (sk_test_…, sk_live_… or rk_…)').optional()),
  STRIPE_PUBLISHABLE_KEY: optional.pipe(z.string().regex(/^pk_(?:test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY is a Stripe publishable key (pk_test_… or pk_live_…)').optional()),
  STRIPE_WEBHOOK_SECRET: optional.pipe(z.string().regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET is a webhook signing secret (whsec_…)').optional()),
  /** Stripe's API address (tests point it at a local server speaking Stripe's API); default api.stripe.com. */
  STRIPE_API_URL: optional.pipe(z.url().optional()),
  /**
   * Signs the embedded processor's webhook events (Stripe's scheme). Without it a secret is generated
   * once into the data directory.
   */
  PAYMENTS_LOCAL_WEBHOOK_SECRET: optional.pipe(z.string().min(32, 'PAYMENTS_LOCAL_WEBHOOK_SECRET must be at least 32 characters').optional()),
  /** Signs the dealer's sold/release links in reservation e-mails. Without it a secret is generated into the data directory. */
  RESERVATION_SECRET: optional.pipe(z.string().min(32, 'RESERVATION_SECRET must be at least 32 characters').optional()),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const env = parseEnv(process.env);
