'use client';

/** 'Print this page' — opens the browser's print dialog. Not printed itself. */
export function PrintPageButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-10 items-center rounded bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand print:hidden"
    >
      Print this page
    </button>
  );
}
