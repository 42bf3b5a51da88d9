/**
 * Which processor the app runs: the embedded one without STRIPE_SECRET_KEY, Stripe with it (and its
 * webhook secret, without which it refuses to start rather than accept unverifiable webhooks); one
 * per process. The local webhook secret: set, or derived from the sign-in secret under its own purpose.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const settings = vi.hoisted(() => {
  const env: Record<string, string | undefined> = {};
  return { env };
});
vi.mock('@/env', () => ({ env: new Proxy({}, { get: (_t, key: string) => settings.env[key] }) }));
vi.mock('@/lib/db', () => ({ db: () => Promise.resolve({}) }));
vi.mock('@/lib/auth/secret', () => ({ authSecret: () => 'an-auth-secret-for-the-test-that-is-long-enough' }));

const { localPayments, localWebhookSecret, localWebhookUrl, paymentProcessor } = await import('./index');

afterEach(() => {
  settings.env = {};
  (globalThis as { forecourtPayments?: unknown }).forecourtPayments = undefined;
});

describe('paymentProcessor', () => {
  it('is the embedded processor without STRIPE_SECRET_KEY, the same one on every call', async () => {
    const processor = await paymentProcessor();
    expect(processor.name).toBe('local');
    expect(processor.publishableKey).toBeUndefined();
    expect(await paymentProcessor()).toBe(processor);
    expect(await localPayments()).toBe(processor);
  });

  it("is Stripe's with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, giving the browser the publishable key; the local card routes then have none", async () => {
    settings.env = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_API_URL: 'http://127.0.0.1:12111' };
    const processor = await paymentProcessor();
    expect(processor).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_x' });
    expect(await localPayments()).toBeUndefined();
  });

  it('refuses to start Stripe without its webhook secret, and tries again once it is set', async () => {
    settings.env = { STRIPE_SECRET_KEY: 'sk_test_x' };
    await expect(paymentProcessor()).rejects.toThrow(/STRIPE_WEBHOOK_SECRET/);
    settings.env = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect((await paymentProcessor()).name).toBe('stripe');
  });
});

describe('the local webhook secret and address', () => {
  it('is PAYMENTS_LOCAL_WEBHOOK_SECRET when set, else derived from the sign-in secret (never the sign-in secret itself)', () => {
    const derived = localWebhookSecret();
    expect(derived).not.toContain('an-auth-secret');
    expect(derived.length).toBeGreaterThanOrEqual(32);
    expect(localWebhookSecret()).toBe(derived);
    settings.env = { PAYMENTS_LOCAL_WEBHOOK_SECRET: 'a-local-webhook-secret-of-32-characters-or-more' };
    expect(localWebhookSecret()).toBe('a-local-webhook-secret-of-32-characters-or-more');
  });

  it("is this server's own webhook endpoint on the loopback address", () => {
    vi.stubEnv('PORT', '4123');
    expect(localWebhookUrl()).toBe('http://127.0.0.1:4123/api/payments/webhook');
    vi.unstubAllEnvs();
  });
});
