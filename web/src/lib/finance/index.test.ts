/** The engine the environment chooses: the partner's API only with both URL and key. */
import { afterEach, describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => ({ FINANCE_API_URL: undefined as string | undefined, FINANCE_API_KEY: undefined as string | undefined, FINANCE_TIMEOUT_MS: 8000 }));
vi.mock('@/env', () => ({ env }));

async function freshModule() {
  vi.resetModules();
  return import('./index');
}

afterEach(() => {
  env.FINANCE_API_URL = undefined;
  env.FINANCE_API_KEY = undefined;
  vi.restoreAllMocks();
});

describe('financeQuoteEngine', () => {
  it('is the embedded engine by default, built once, and quotes', async () => {
    const finance = await freshModule();
    const engine = finance.financeQuoteEngine();
    expect(engine.name).toBe('embedded');
    expect(finance.financeQuoteEngine()).toBe(engine);
    const answer = await finance.quote({ selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: new Date().getUTCFullYear() });
    expect(answer).toMatchObject({ advertisedRate: 6.29, comparisonRate: 8.19 });
  });

  it('is the partner’s API when both the URL and the key are set', async () => {
    env.FINANCE_API_URL = 'https://partner.example/api';
    env.FINANCE_API_KEY = 'key';
    expect((await freshModule()).financeQuoteEngine().name).toBe('provider');
  });

  it.each([
    ['only the URL', { FINANCE_API_URL: 'https://partner.example/api' }],
    ['only the key', { FINANCE_API_KEY: 'key' }],
  ])('warns and stays embedded with %s', async (_name, values) => {
    Object.assign(env, values);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await freshModule()).financeQuoteEngine().name).toBe('embedded');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('only one of FINANCE_API_URL and FINANCE_API_KEY'));
  });
});
