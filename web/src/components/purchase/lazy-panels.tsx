'use client';

/**
 * The purchase journey's steps after the first, each its own chunk: loaded when the shopper reaches
 * the step (rendered on the server when the journey resumes there, and its chunk preloaded), or just
 * before, once the step before is on screen (preloadPanelAfter). So the journey's first load is the
 * car step and the deal's summary; the trade-in wizard, the payment form and its dialog, and the
 * step checks with zod come with the steps that use them.
 */
import dynamic from 'next/dynamic';
import type { PurchaseStep } from '@forecourt/schemas/checkout/constants';
import { lazyModule } from '@/lib/lazy/lazy-module';

const loaders = {
  trade_in: () => import('./TradeInPanel'),
  finance: () => import('./FinancePanel'),
  delivery: () => import('./DeliveryPanel'),
  buyer: () => import('./BuyerPanel'),
  review: () => import('./ReviewPanel'),
  deposit: () => import('./DepositPanel'),
} as const;

/** Keeps the step's place while its code arrives. */
function PanelLoading() {
  return (
    <p role="status" className="mt-4 min-h-24 text-gray-700">
      Loading…
    </p>
  );
}

/** A step whose code could not be fetched (offline): every step so far is saved, so a reload carries on. */
function PanelUnavailable() {
  return (
    <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
      This step could not be loaded. Please check your connection, then reload the page: your answers so far are saved.
    </p>
  );
}

const unavailable = () => PanelUnavailable as never;

// Each import() is written out in its dynamic() call: that is how Next preloads the chunk of a step
// the server renders (a journey resumed at that step).
export const TradeInPanel = dynamic(() => import('./TradeInPanel').then((m) => m.TradeInPanel, unavailable), { loading: PanelLoading });
export const FinancePanel = dynamic(() => import('./FinancePanel').then((m) => m.FinancePanel, unavailable), { loading: PanelLoading });
export const DeliveryPanel = dynamic(() => import('./DeliveryPanel').then((m) => m.DeliveryPanel, unavailable), { loading: PanelLoading });
export const BuyerPanel = dynamic(() => import('./BuyerPanel').then((m) => m.BuyerPanel, unavailable), { loading: PanelLoading });
export const ReviewPanel = dynamic(() => import('./ReviewPanel').then((m) => m.ReviewPanel, unavailable), { loading: PanelLoading });
export const DepositPanel = dynamic(() => import('./DepositPanel').then((m) => m.DepositPanel, unavailable), { loading: PanelLoading });

/** The step checks and the journey's requests (zod with them): fetched before the first Continue. */
export const checks = lazyModule(() => Promise.all([import('@forecourt/schemas/checkout'), import('./api')]));

const NEXT: Record<PurchaseStep, (keyof typeof loaders)[]> = {
  car: ['trade_in'],
  trade_in: ['finance'],
  finance: ['delivery'],
  delivery: ['buyer'],
  buyer: ['review'],
  review: ['deposit'],
  deposit: [],
};

/** Fetches the next step's code and the checks, so Continue does not wait for them. Never throws. */
export function preloadPanelAfter(step: PurchaseStep): void {
  checks.preload();
  for (const name of NEXT[step]) loaders[name]().catch(() => undefined);
}
