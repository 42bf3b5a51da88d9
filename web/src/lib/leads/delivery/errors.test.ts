import { describe, expect, it } from 'vitest';
import { describeError, redact } from './errors';

describe('error text for logs', () => {
  it('masks addresses and URL query strings', () => {
    expect(redact('550 5.1.1 <zoe.o-brien+cars@example.com.au>: Recipient address rejected')).toBe('550 5.1.1 <[address]>: Recipient address rejected');
    expect(redact('POST https://crm.example.com/hook?token=s3cret&x=1 failed')).toBe('POST https://crm.example.com/hook?[…] failed');
  });

  it('includes codes and causes (fetch and nodemailer put the useful part there)', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED' });
    expect(describeError(new TypeError('fetch failed', { cause }))).toBe('fetch failed <- ECONNREFUSED connect ECONNREFUSED 127.0.0.1:2525');
    const smtp = Object.assign(new Error('Message failed'), { code: 'EMESSAGE', response: '554 rejected for jo@example.com' });
    expect(describeError(smtp)).toBe('EMESSAGE Message failed 554 rejected for [address]');
    expect(describeError('plain')).toBe('plain');
  });
});
