/** The mailbox pages' gate as the app wires it (the environment's TRUSTED_PROXY_COUNT, default 0). */
import { describe, expect, it } from 'vitest';
import { mailboxActive, mailboxPageAllowed } from './settings';

describe('mailboxPageAllowed', () => {
  it('needs a loopback client as well as a local Host', () => {
    const from = (forwarded: string) => new Headers({ host: 'harbour-toyota.localhost:3000', 'x-forwarded-for': forwarded });
    expect(mailboxPageAllowed(from('203.0.113.5'))).toBe(false);
    expect(mailboxPageAllowed(from('127.0.0.1, 203.0.113.5'))).toBe(false);
    expect(mailboxPageAllowed(new Headers({ host: 'localhost' }))).toBe(false);
    expect(mailboxPageAllowed(from('203.0.113.5, 127.0.0.1'))).toBe(mailboxActive());
  });
});
