/**
 * Sealing a finance application's details at rest: AES-256-GCM with a random 12-byte IV, and the site
 * slug and application id as additional authenticated data — a sealed value copied to another site's
 * row or another application's row does not open. The stored text is base64url(iv | ciphertext | tag).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';

export interface SealContext {
  site: string;
  id: string;
}

function aad({ site, id }: SealContext): Buffer {
  // NUL-separated: neither a slug nor an id can contain one, so ('a', 'b\0c') and ('a\0b', 'c') differ.
  return Buffer.from(`finance-application\u0000${site}\u0000${id}`, 'utf8');
}

export function seal(key: Buffer, context: SealContext, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(context));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed value, or undefined when it does not open: tampered, another row's, or another key's. */
export function open(key: Buffer, context: SealContext, sealed: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return undefined;
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(context));
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
