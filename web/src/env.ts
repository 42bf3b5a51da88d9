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
  /** Signs the Sanity webhook that revalidates content tags. */
  SANITY_REVALIDATE_SECRET: optional,
  /** Host names that show the platform's own index page instead of a dealer site. */
  PLATFORM_HOSTS: z
    .string()
    .default('localhost,127.0.0.1,[::1]')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
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
