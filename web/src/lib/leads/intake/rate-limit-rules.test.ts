import { describe, expect, it } from 'vitest';
import { sha256 } from './hashing';
import { CONTACT_LIMIT, IP_LIMIT, leadRateLimits } from './rate-limit-rules';

describe('leadRateLimits', () => {
  it('limits the address 10 per 10 minutes and the e-mail and phone 5 per hour, by hash only', () => {
    const limits = leadRateLimits({ ip: '203.0.113.7', email: ' Zoe@Example.com ', phone: '0412 345 678' });
    expect(limits).toEqual([
      { key: `lead:ip:${sha256('203.0.113.7')}`, max: 10, windowMs: 600_000 },
      { key: `lead:email:${sha256('zoe@example.com')}`, max: 5, windowMs: 3_600_000 },
      { key: `lead:phone:${sha256('0412345678')}`, max: 5, windowMs: 3_600_000 },
    ]);
    expect(JSON.stringify(limits)).not.toMatch(/203\.0|zoe|0412/i);
    expect(IP_LIMIT).toEqual({ max: 10, windowMs: 600_000 });
    expect(CONTACT_LIMIT).toEqual({ max: 5, windowMs: 3_600_000 });
  });

  it('has only the address limit when there is no e-mail or phone', () => {
    expect(leadRateLimits({ ip: 'unknown' }).map((l) => l.key.split(':')[1])).toEqual(['ip']);
  });
});
