'use client';

/**
 * Print PDF in the browser (PrintPdfButton draws it, its words and spinner on the server): a press
 * shows the spinner with 'Preparing...' while the download's code and the PDF come (pdf-save.ts),
 * then the file saves; a failure shows its message in an alert.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

type State = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'failed'; message: string };

export interface PdfDownloadProps {
  slug: string;
  /** The car's tracking parameters (event 61). */
  tracking: Record<string, string | number | undefined>;
  buttonClassName: string;
  className?: string;
  /** The button's content: 'Print PDF', and the spinner with 'Preparing...'. */
  idle: ReactNode;
  preparing: ReactNode;
  /** Announced while preparing ('Preparing... the PDF'). */
  preparingStatus: string;
  /** Shown should the download's code fail to load. */
  failedMessage: string;
  /** Beside the button: the 'Print' link. */
  children: ReactNode;
}

export function PdfDownload({ slug, tracking, buttonClassName, className, idle, preparing: preparingContent, preparingStatus, failedMessage, children }: PdfDownloadProps) {
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
        throw new Error(failedMessage);
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
          {preparing ? preparingContent : idle}
        </button>
        {children}
      </div>
      {/* The button keeps focus (aria-disabled, not disabled) while this announces the wait. */}
      <p role="status" className="sr-only">
        {preparing ? preparingStatus : ''}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="mt-2 rounded border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
