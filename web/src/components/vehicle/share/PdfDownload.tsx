'use client';

/**
 * Print PDF in the browser (PrintPdfButton draws it on the server): a press shows a spinner with
 * 'Preparing...' while the download's code and the PDF come (pdf-save.ts), then the file saves; a
 * failure shows its message in an alert.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PDF_FAILED_MESSAGE, PREPARING_TEXT } from './pdf-text';

type State = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'failed'; message: string };

export interface PdfDownloadProps {
  slug: string;
  /** The car's tracking parameters (event 61). */
  tracking: Record<string, string | number | undefined>;
  buttonClassName: string;
  className?: string;
  /** Beside the button: the 'Print' link. */
  children: ReactNode;
}

export function PdfDownload({ slug, tracking, buttonClassName, className, children }: PdfDownloadProps) {
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
      const save = await import('./pdf-save').catch(() => {
        throw new Error(PDF_FAILED_MESSAGE);
      });
      await save.downloadVehiclePdf(slug, controller.signal, tracking);
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
        <button type="button" className={buttonClassName} onClick={() => void download()} aria-disabled={preparing} aria-busy={preparing}>
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
        {children}
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
