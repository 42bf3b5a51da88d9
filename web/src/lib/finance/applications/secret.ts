/**
 * The finance application keys of this server: from FINANCE_APPLICATION_SECRET, else from a secret
 * generated once into the data directory (lib/secrets) — fine for one server; servers behind a load
 * balancer must share the variable, and losing the secret makes stored applications unreadable.
 */
import 'server-only';
import { env } from '@/env';
import { defaultDataDir } from '@/lib/search/store';
import { secretFromDataDir } from '@/lib/secrets/data-dir-secret';
import { financeApplicationKeys, type FinanceApplicationKeys } from './keys';

let cached: FinanceApplicationKeys | undefined;

export function applicationKeys(): FinanceApplicationKeys {
  cached ??= financeApplicationKeys(
    env.FINANCE_APPLICATION_SECRET ??
      secretFromDataDir(defaultDataDir(process.cwd(), { DATA_DIR: env.DATA_DIR }), 'finance-application-secret'),
  );
  return cached;
}
