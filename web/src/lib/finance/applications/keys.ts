/**
 * The finance application keys, each derived from the one secret (FINANCE_APPLICATION_SECRET, else the
 * data directory's) with HKDF-SHA256 and its own label, so the sealing key never signs a link and a
 * link's signature says nothing about the sealing key.
 */
import { hkdfSync } from 'node:crypto';

export interface FinanceApplicationKeys {
  /** AES-256-GCM key of the sealed details. */
  seal: Buffer;
  /** HMAC-SHA256 key of the dealer's view links. */
  link: Buffer;
  /** HMAC-SHA256 key of the lead's request hash (so the lead row holds no plain hash of the details). */
  requestHash: Buffer;
}

const SALT = 'forecourt/finance-applications';

function derive(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, `${label} v1`, 32));
}

export function financeApplicationKeys(secret: string): FinanceApplicationKeys {
  if (secret.length < 32) throw new Error('The finance application secret must be at least 32 characters');
  return { seal: derive(secret, 'seal'), link: derive(secret, 'view-link'), requestHash: derive(secret, 'request-hash') };
}
