/**
 * Stripe's webhook signature scheme, used by both engines (the local processor signs with it, so the
 * one webhook route verifies both the same way): the header `Stripe-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<raw body>")>`, refused when the signature does not match any v1 entry or
 * the timestamp is more than five minutes from now (a replayed capture).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentSignatureError } from './types';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

export function signatureHeader(secret: string, body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export function verifySignature(secret: string, body: string, header: string | null, now: Date = new Date()): void {
  if (!header) throw new PaymentSignatureError('No signature header.');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) throw new PaymentSignatureError('The signature header is malformed.');
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected))) throw new PaymentSignatureError('The signature does not match.');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw new PaymentSignatureError('The signature is too old.');
}
