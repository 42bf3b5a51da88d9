import { describe, expect, it } from 'vitest';
import { botCheck, CLOCK_SKEW_MS, MAX_FORM_AGE_MS, MIN_FILL_MS } from './bot-check';

const now = new Date('2025-07-01T10:00:00Z');
const ago = (ms: number) => now.getTime() - ms;

describe('botCheck', () => {
  it.each<[string, { company_website?: string; started_at?: number }, ReturnType<typeof botCheck>]>([
    ['a person who took a minute', { started_at: ago(60_000) }, { verdict: 'person' }],
    ['exactly the minimum fill time', { started_at: ago(MIN_FILL_MS) }, { verdict: 'person' }],
    // Every form sends a start time (no-JS forms a server-rendered one): leaving it out is a script.
    ['no start time', {}, { verdict: 'bot', reason: 'no-start-time' }],
    ['no start time, empty honeypot', { company_website: '' }, { verdict: 'bot', reason: 'no-start-time' }],
    ['a zero start time', { started_at: 0 }, { verdict: 'bot', reason: 'no-start-time' }],
    ['a negative start time', { started_at: -1 }, { verdict: 'bot', reason: 'no-start-time' }],
    ['a fractional start time', { started_at: ago(60_000) + 0.5 }, { verdict: 'bot', reason: 'no-start-time' }],
    ['NaN', { started_at: Number.NaN }, { verdict: 'bot', reason: 'no-start-time' }],
    ['Infinity', { started_at: Number.POSITIVE_INFINITY }, { verdict: 'bot', reason: 'no-start-time' }],
    ['an honest server-rendered time from a page cached for an hour', { started_at: ago(60 * 60_000) }, { verdict: 'person' }],
    ['an empty honeypot', { company_website: '  ', started_at: ago(10_000) }, { verdict: 'person' }],
    [
      'a filled honeypot',
      { company_website: 'https://spam.example', started_at: ago(60_000) },
      { verdict: 'bot', reason: 'honeypot' },
    ],
    ['under 3 seconds', { started_at: ago(MIN_FILL_MS - 1) }, { verdict: 'bot', reason: 'too-fast' }],
    ['sent the instant it started', { started_at: ago(0) }, { verdict: 'bot', reason: 'too-fast' }],
    ['a browser clock a minute fast', { started_at: ago(-60_000) }, { verdict: 'person' }],
    [
      'further in the future than clock skew',
      { started_at: ago(-CLOCK_SKEW_MS - 1) },
      { verdict: 'expired' },
    ],
    ['older than a day', { started_at: ago(MAX_FORM_AGE_MS + 1) }, { verdict: 'expired' }],
    ['just under a day', { started_at: ago(MAX_FORM_AGE_MS) }, { verdict: 'person' }],
  ])('%s', (_name, submission, expected) => {
    expect(botCheck(submission, now)).toEqual(expected);
  });
});
