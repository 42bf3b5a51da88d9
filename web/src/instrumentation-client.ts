/**
 * Runs in the browser before the app hydrates (Next's client instrumentation file).
 *
 * zod compiles object parsers with `new Function` when it may, and probes for that the first time it
 * parses. The Content-Security-Policy forbids eval (lib/http/security-headers.ts), so the probe fails
 * quietly but the browser reports a policy violation on every page that parses. `jitless` tells zod
 * not to try.
 *
 * Set on zod's global settings object, where zod's own `config()` writes it (zod keeps them on
 * globalThis so that every copy of zod on a page shares them), rather than by importing `config`:
 * that import brought zod's core and its utilities (5 KB gzip) into the first load of every page, for
 * one assignment. The object is made here if zod has not loaded yet; zod takes it as it finds it.
 * instrumentation-client.test.ts checks that zod reads the setting from there.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
