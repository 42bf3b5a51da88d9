/**
 * Hashes for the intake: rate-limit keys never hold a raw address, e-mail or phone number, and a
 * request hash tells a genuine retry (same details) from a different body reusing an idempotency key.
 */
import { createHash } from 'node:crypto';

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** JSON with object keys sorted and undefined values dropped: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The hash of what a submission asks for: the form, the car and the validated fields. The
 * envelope's context (visited pages, timing) is left out: it describes the visit, not the lead.
 */
export function requestHash(
  kind: string,
  carId: string | undefined,
  fields: Record<string, unknown>,
): string {
  return sha256(canonicalJson({ kind, car: carId ?? null, fields }));
}
