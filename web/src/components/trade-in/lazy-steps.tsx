'use client';

/**
 * The valuation wizard's steps after the first, each its own chunk, loaded when the shopper reaches
 * it (or just before: preloadStepAfter, once the shopper is busy with the step before). The first
 * step (StartStep) is part of the page; the car step, kilometres, questions, valuation and the
 * confirmation — with zod and the answers' parsers — are not, so a shopper who only reads the page
 * never loads them. Both wizards (ValuationWizard, the purchase's PurchaseTradeInWizard) use these.
 */
import dynamic from 'next/dynamic';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { StepId } from './wizard-state';

const steps = {
  car: () => import('./CarStep'),
  kms: () => import('./KmsStep'),
  condition: () => import('./ConditionStep'),
  valuation: () => import('./ValuationStep'),
  done: () => import('./DoneStep'),
} as const;

/** The requests of the steps after the first (api.ts, with zod). */
const requests = lazyModule(() => import('./api'));
/** The progress snapshot's reader and writer (session.ts, with zod): one module, so saves run in order. */
const progress = lazyModule(() => import('./session'));

/** Keeps a step's place while its code arrives (it follows a request, so the wait is rarely seen). */
function StepLoading() {
  return (
    <p role="status" className="min-h-24 text-gray-700">
      Loading…
    </p>
  );
}

/** A step whose code could not be fetched (offline): the progress is kept, so a reload carries on. */
function StepUnavailable() {
  return (
    <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-gray-900">
      <p className="font-semibold">This step could not be loaded. Please check your connection, then reload the page: your valuation so far is kept.</p>
      <button type="button" className={`${inline(buttonClass.outline)} mt-3`} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

// Each import() is written out in its dynamic() call: that is how Next knows the chunk to preload
// where a step is rendered on the server (the purchase journey can open at its trade-in step).
const unavailable = () => StepUnavailable as never;

export const CarStep = dynamic(() => import('./CarStep').then((m) => m.CarStep, unavailable), { loading: StepLoading });
export const KmsStep = dynamic(() => import('./KmsStep').then((m) => m.KmsStep, unavailable), { loading: StepLoading });
export const ConditionStep = dynamic(() => import('./ConditionStep').then((m) => m.ConditionStep, unavailable), { loading: StepLoading });
export const ValuationStep = dynamic(() => import('./ValuationStep').then((m) => m.ValuationStep, unavailable), { loading: StepLoading });
export const DoneStep = dynamic(() => import('./DoneStep').then((m) => m.DoneStep, unavailable), { loading: StepLoading });

export const loadApi = requests.load;
export const loadSession = progress.load;

const NEXT: Record<StepId, keyof typeof steps | undefined> = {
  details: 'car',
  car: 'kms',
  kms: 'condition',
  condition: 'valuation',
  valuation: 'done',
  done: undefined,
};

/** Fetches the code the step after `step` needs, so moving on does not wait for it. Never throws. */
export function preloadStepAfter(step: StepId): void {
  const next = NEXT[step];
  if (next) steps[next]().catch(() => undefined);
  if (step === 'details') {
    requests.preload();
    progress.preload();
  }
}
