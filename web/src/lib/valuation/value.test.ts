import type { TradeInAnswers, ValuationOutcome } from '@forecourt/schemas/trade-in';
import { describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/content/models';
import type { ValuationEngine, ValuationRequest } from './types';
import { valueWith } from './value';

const GOOD: TradeInAnswers = {
  condition: 'good',
  service_history: 'full',
  accident_damage: 'no',
  tyres: 'good',
  finance_owing: 'no',
  keys: 'two',
};
const ESTIMATE: ValuationOutcome = { kind: 'estimate', low: 10_000, high: 12_000, offer: 10_000, comparables: 5, provider: 'embedded' };

const request = ({ year = 2023, ...over }: Partial<ValuationRequest> & { year?: number } = {}): ValuationRequest => ({
  site: { slug: 'harbour-toyota' } as Site,
  vehicle: { year, make: 'Toyota', model: 'Corolla', source: 'rego', rego: 'SECRET1', regoState: 'NSW' },
  kms: 50_000,
  answers: GOOD,
  now: new Date('2026-06-01T00:00:00Z'),
  ...over,
});

/** An engine answering `answer`, and its `value` spy. */
function engine(answer: ValuationEngine['value']) {
  const value = vi.fn(answer);
  const e: ValuationEngine = { name: 'provider', value, regoLookup: vi.fn(), vehicleOptions: vi.fn() };
  return Object.assign(e, { spy: value });
}

describe('valueWith', () => {
  it('asks the engine for an eligible car', async () => {
    const e = engine(() => Promise.resolve(ESTIMATE));
    expect(await valueWith(e, request(), { timeoutMs: 1000 })).toEqual(ESTIMATE);
    expect(e.spy).toHaveBeenCalledWith(request());
  });

  it.each<[string, Partial<ValuationRequest> & { year?: number }, ('too_old' | 'too_many_km')[]]>([
    ['over 7 years old', { year: 2018 }, ['too_old']],
    ['over 100,000 km', { kms: 100_001 }, ['too_many_km']],
    ['both', { year: 2010, kms: 250_000 }, ['too_old', 'too_many_km']],
  ])('offers an appraisal, without asking the engine, for a car %s', async (_name, over, reasons) => {
    const e = engine(() => Promise.resolve(ESTIMATE));
    expect(await valueWith(e, request(over), { timeoutMs: 1000 })).toEqual({ kind: 'appraisal', reasons });
    expect(e.spy).not.toHaveBeenCalled();
  });

  it('still estimates at exactly 7 years (from 1 January of the model year) and 100,000 km', async () => {
    const e = engine(() => Promise.resolve(ESTIMATE));
    const edge = request({ year: 2019, kms: 100_000, now: new Date('2026-01-01T00:00:00Z') });
    expect(await valueWith(e, edge, { timeoutMs: 1000 })).toEqual(ESTIMATE);
    const after = request({ year: 2019, kms: 100_000, now: new Date('2026-01-02T00:00:00Z') });
    expect(await valueWith(e, after, { timeoutMs: 1000 })).toEqual({ kind: 'appraisal', reasons: ['too_old'] });
  });

  it('passes an engine\u2019s decline through', async () => {
    const declined: ValuationOutcome = { kind: 'declined', reason: 'too_few_comparables' };
    expect(await valueWith(engine(() => Promise.resolve(declined)), request(), { timeoutMs: 1000 })).toEqual(declined);
  });

  it('turns an engine that throws into provider_unavailable, logged once without personal data', async () => {
    const log = vi.fn();
    const e = engine(() => Promise.reject(new Error('GET /v2/vehicles/registrations/SECRET1 failed')));
    expect(await valueWith(e, request(), { timeoutMs: 1000, log })).toEqual({ kind: 'declined', reason: 'provider_unavailable' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).not.toContain('SECRET1');
  });

  it('turns an engine that never answers into provider_unavailable after the timeout', async () => {
    const log = vi.fn();
    const started = Date.now();
    const e = engine(() => new Promise<never>(() => undefined));
    expect(await valueWith(e, request(), { timeoutMs: 100, log })).toEqual({ kind: 'declined', reason: 'provider_unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/no valuation within 100 ms/);
  });
});
