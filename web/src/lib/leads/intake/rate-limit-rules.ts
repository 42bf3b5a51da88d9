/**
 * The lead form's rate limits: per client address 10 stored leads per 10 minutes, and per e-mail
 * address and per phone number 5 per hour (across all sites: one person flooding many dealers is
 * one person). Keys are SHA-256 hashes: the rate_limits table never holds an address or a number.
 */
import type { LeadRateLimit } from '@/lib/db/leads';
import { sha256 } from './hashing';

export const IP_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;
export const CONTACT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export function leadRateLimits({
  ip,
  email,
  phone,
}: {
  ip: string;
  email?: string;
  phone?: string;
}): LeadRateLimit[] {
  const limits: LeadRateLimit[] = [{ key: `lead:ip:${sha256(ip)}`, ...IP_LIMIT }];
  const mail = email?.trim().toLowerCase();
  if (mail) limits.push({ key: `lead:email:${sha256(mail)}`, ...CONTACT_LIMIT });
  // The schema normalises phones to national digits (0412345678), so +61 and spaced forms share a key.
  const digits = phone?.replace(/\D/g, '');
  if (digits) limits.push({ key: `lead:phone:${sha256(digits)}`, ...CONTACT_LIMIT });
  return limits;
}
