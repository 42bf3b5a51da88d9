/**
 * Runs in the browser before the app hydrates (Next's client instrumentation file).
 *
 * zod compiles object parsers with `new Function` when it may, and probes for that the first time it
 * parses. The Content-Security-Policy forbids eval (lib/http/security-headers.ts), so the probe fails
 * quietly but the browser reports a policy violation on every page that parses. `jitless` tells zod
 * not to try. Only the settings module is imported (zod/v4/core's `config`), not zod itself.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
