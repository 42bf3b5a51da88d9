/**
 * HMAC signatures for server-to-server calls (the CRM lead webhook we send, the stock import's
 * revalidation call we receive): `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`. The
 * timestamp inside the MAC lets a receiver refuse replays of an old request.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** Recomputes the MAC in constant time and refuses a timestamp more than `toleranceSeconds` away. */
export function verifyBodySignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  { now = new Date(), toleranceSeconds = 300 }: { now?: Date; toleranceSeconds?: number } = {},
): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signBody(secret, body, t).slice(`t=${t},v1=`.length), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
