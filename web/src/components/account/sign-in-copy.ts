/**
 * What the sign-in page says, by why it was asked for (`type`, spec §2 /sign-in): a shopper who
 * pressed "Save" or "Reserve" should read why a phone number is wanted before giving one.
 */
import type { SignInKind } from '@/lib/routes/gates';

export interface SignInCopy {
  heading: string;
  reason: string;
}

const COPY: Record<SignInKind, SignInCopy> = {
  watchlist: {
    heading: 'Sign in to save cars to your watchlist',
    reason: 'Your watchlist keeps the cars you save, with their price now, on any device you sign in on.',
  },
  'my-garage': {
    heading: 'Sign in to your garage',
    reason: 'Your garage keeps your watchlist, favourites, recently viewed cars, searches and enquiries in one place.',
  },
  'trade-in': {
    heading: 'Sign in to value your trade-in',
    reason: 'We keep your valuation, so you can come back to it and use it when you buy.',
  },
  checkout: {
    heading: 'Sign in to reserve or buy this car',
    reason: 'Your reservation and payment are kept on your account, so only you can see and change them.',
  },
  finance: {
    heading: 'Sign in to apply for finance',
    reason: 'Your finance application holds personal details: signing in keeps it yours.',
  },
  'car-finance': {
    heading: 'Sign in to see your finance options',
    reason: 'Your quotes and application are kept on your account, so only you can see them.',
  },
  'spin-to-win': {
    heading: 'Sign in to spin to win',
    reason: 'One spin per shopper: signing in makes sure your prize is yours.',
  },
  'online-payment': {
    heading: 'Sign in to make a payment',
    reason: 'Payments are tied to your account, so only you can see them.',
  },
};

const GENERAL: SignInCopy = {
  heading: 'Sign in',
  reason: 'Sign in with your mobile number to keep your watchlist, favourites and enquiries in one place.',
};

export function isSignInKind(value: unknown): value is SignInKind {
  return typeof value === 'string' && Object.hasOwn(COPY, value);
}

export function signInCopy(kind: SignInKind | undefined): SignInCopy {
  return kind ? COPY[kind] : GENERAL;
}
