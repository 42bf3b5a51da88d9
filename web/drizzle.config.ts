/**
 * drizzle-kit: `npm run db:generate -w web` diffs src/lib/db/schema.ts against the last snapshot in
 * drizzle/meta and writes the next SQL migration into drizzle/ (committed; applied at start by
 * src/lib/db/migrate.ts on PGlite and PostgreSQL alike). Generating needs no database.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/lib/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
