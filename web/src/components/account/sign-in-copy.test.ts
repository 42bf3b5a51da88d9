import { describe, expect, it } from 'vitest';
import { GATED_ROUTES } from '@forecourt/schemas/sanity';
import { isSignInKind, signInCopy } from './sign-in-copy';

describe('sign-in copy', () => {
  it('says why, for every gated kind and the watchlist', () => {
    for (const kind of [...GATED_ROUTES, 'watchlist' as const]) {
      expect(isSignInKind(kind)).toBe(true);
      expect(signInCopy(kind).heading).toMatch(/^Sign in /);
    }
  });

  it('falls back to a general heading for anything else', () => {
    for (const value of ['', 'toString', '__proto__', 'WATCHLIST', 42, undefined]) expect(isSignInKind(value)).toBe(false);
    expect(signInCopy(undefined).heading).toBe('Sign in');
  });
});
