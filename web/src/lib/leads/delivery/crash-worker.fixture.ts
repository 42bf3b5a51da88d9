/**
 * A worker process for crash.test.ts (not used by the app): opens the PGlite directory, runs ONE
 * delivery pass against the SMTP server at the given port with the given clock, prints the result.
 * The test kills it with SIGKILL in the middle of the pass, then runs it again.
 *
 *   node --import tsx crash-worker.fixture.ts <pglite dir> <smtp port> <now ISO>
 */
import { openDatabase } from '@/lib/db/open';
import { fixedVendor } from './test-fixtures';
import { smtpTransport } from './transports/smtp';
import { webhookTransport } from './transports/webhook';
import { deliverDue } from './worker';

const [dir, port, now] = process.argv.slice(2);
if (!dir || !port || !now) throw new Error('usage: crash-worker.fixture.ts <pglite dir> <smtp port> <now ISO>');

const handle = await openDatabase({ pgliteDir: dir });
try {
  const result = await deliverDue({
    db: handle.db,
    transports: { email: smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 5_000 }), webhook: webhookTransport({ secret: undefined }) },
    lookupVendor: fixedVendor,
    now: new Date(now),
  });
  console.log(JSON.stringify(result));
} finally {
  await handle.close();
}
