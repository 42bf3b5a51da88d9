'use client';

/**
 * Print PDF (spec §4, §7 event 61, §8): fetches '/cars/{slug}/pdf', shows a spinner with
 * 'Preparing...' meanwhile, then saves it as '{slug}.pdf'; a failure shows its message in an alert.
 * Beside it, 'Print' opens the printable page in a new tab.
 *
 * Pass only what is read here (see the prop types): every prop crosses to the browser.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { useEffect, useRef, useState } from 'react';
import { TRACKING_EVENTS, trackingParameters } from '@/domain/tracking';
import { track } from '@/lib/tracking/client';
import { PREPARING_TEXT, fetchVehiclePdf, printPageHref, vehiclePdfFileName } from './pdf-download';

export interface PrintPdfButtonProps {
  vehicle: Pick<Vehicle, 'slug' | 'car_type' | 'make' | 'model' | 'year' | 'km'> & Partial<Pick<Vehicle, 'badge'>>;
  className?: string;
}

type State = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'failed'; message: string };

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

const BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:cursor-wait aria-disabled:opacity-70';

export function PrintPdfButton({ vehicle, className }: PrintPdfButtonProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const download = async () => {
    if (state.kind === 'preparing') return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'preparing' });
    try {
      const blob = await fetchVehiclePdf(vehicle.slug, fetch, controller.signal);
      saveBlob(blob, vehiclePdfFileName(vehicle.slug));
      track(TRACKING_EVENTS.print, { ...trackingParameters(vehicle) });
      setState({ kind: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const preparing = state.kind === 'preparing';
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={BUTTON} onClick={() => void download()} aria-disabled={preparing} aria-busy={preparing}>
          {preparing ? (
            <>
              <svg className="h-4 w-4 animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
                <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
              {PREPARING_TEXT}
            </>
          ) : (
            'Print PDF'
          )}
        </button>
        <a href={printPageHref(vehicle.slug)} target="_blank" rel="noopener" className={BUTTON}>
          Print<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {/* The button keeps focus (aria-disabled, not disabled) while this announces the wait. */}
      <p role="status" className="sr-only">
        {preparing ? `${PREPARING_TEXT} the PDF` : ''}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="mt-2 rounded border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
