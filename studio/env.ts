import { z } from 'zod';

/**
 * Used when SANITY_STUDIO_PROJECT_ID is unset so `sanity build` and `sanity schemas extract` work offline
 * and in CI. A Studio built with it loads but cannot show any content.
 */
export const PLACEHOLDER_PROJECT_ID = 'placeholder';

// An empty value in .env means "unset", not "invalid".
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  SANITY_STUDIO_PROJECT_ID: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'a Sanity project id: lower-case letters, digits and dashes')
      .default(PLACEHOLDER_PROJECT_ID),
  ),
  SANITY_STUDIO_DATASET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a Sanity dataset name: lower-case letters, digits, _ and -, at most 64')
      .default('production'),
  ),
  /**
   * Where the Presentation tool previews every dealer site, with `{slug}` for the site's slug (e.g.
   * `http://{slug}.localhost:3000` against `npm start`). Unset: each site's own canonical URL or domain.
   */
  SANITY_STUDIO_PREVIEW_ORIGIN: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/\s]+$/, 'an origin such as http://{slug}.localhost:3000 (no path)')
      .optional(),
  ),
});

/*
 * Each variable is named in full: the Studio bundler replaces `process.env.SANITY_STUDIO_*` references one
 * by one, and there is no `process.env` object in the browser.
 */
const parsed = envSchema.safeParse({
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
  SANITY_STUDIO_PREVIEW_ORIGIN: process.env.SANITY_STUDIO_PREVIEW_ORIGIN,
});

if (!parsed.success) {
  throw new Error(`Invalid Studio environment:\n${z.prettifyError(parsed.error)}`);
}

export const env = parsed.data;

export const isPlaceholderProject = env.SANITY_STUDIO_PROJECT_ID === PLACEHOLDER_PROJECT_ID;

/** API version for the Studio's own queries (structure, Vision default). */
export const API_VERSION = '2025-01-01';
