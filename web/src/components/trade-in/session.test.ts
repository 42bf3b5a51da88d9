import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/lib/browser-storage';
import { clearSession, readSession, saveSession, SESSION_KEY, SESSION_MAX_AGE_MS } from './session';
import type { WizardState } from './wizard-state';

const lead = { leadId: '3f0d2c1e-8b7a-4c5d-9e6f-1a2b3c4d5e6f', token: 'token-0123456789abcdef' };
const kmsStep: WizardState = {
  step: 'kms',
  carMode: 'rego',
  lead,
  vehicle: { year: 2021, make: 'Toyota', model: 'RAV4', badge: 'GX', source: 'rego', rego: 'ABC123', regoState: 'NSW' },
};
const NOW = 1_760_000_000_000;

describe('wizard session', () => {
  it('keeps the progress for a reload of the same page, without contact details', () => {
    const store = memoryStore();
    saveSession(store, kmsStep, undefined, NOW);
    const raw = store.data.get(SESSION_KEY)!;
    expect(raw).not.toMatch(/name|phone|email/i);
    expect(readSession(store, undefined, NOW + 1000)).toEqual(kmsStep);
  });

  it('does not resume for another car, after the time limit, or once the lead is accepted', () => {
    const store = memoryStore();
    saveSession(store, kmsStep, 'harbour-toyota-000001', NOW);
    expect(readSession(store, 'harbour-toyota-000002', NOW)).toBeUndefined();
    expect(readSession(store, undefined, NOW)).toBeUndefined();
    expect(readSession(store, 'harbour-toyota-000001', NOW)).toEqual(kmsStep);
    expect(readSession(store, 'harbour-toyota-000001', NOW + SESSION_MAX_AGE_MS + 1)).toBeUndefined();
    saveSession(store, { ...kmsStep, step: 'done' }, 'harbour-toyota-000001', NOW);
    expect(store.data.has(SESSION_KEY)).toBe(false);
  });

  it('drops a snapshot that does not parse or whose steps do not add up', () => {
    const store = memoryStore({ [SESSION_KEY]: '{not json' });
    expect(readSession(store, undefined, NOW)).toBeUndefined();
    store.setItem(SESSION_KEY, JSON.stringify({ v: 1, savedAt: NOW, carId: null, state: { ...kmsStep, step: 'condition' } }));
    expect(readSession(store, undefined, NOW)).toBeUndefined();
    store.setItem(SESSION_KEY, JSON.stringify({ v: 1, savedAt: NOW, carId: null, state: { ...kmsStep, lead: { leadId: 'x', token: 'y' } } }));
    expect(readSession(store, undefined, NOW)).toBeUndefined();
    clearSession(store);
    expect(store.data.size).toBe(0);
    expect(() => readSession(undefined, undefined, NOW)).not.toThrow();
  });
});
