/**
 * Print PDF (spec §4, §7 event 61, §8): fetches '/cars/{slug}/pdf', shows a spinner with
 * 'Preparing...' meanwhile, then saves it as '{slug}.pdf'; a failure shows its message in an alert.
 * Beside it, 'Print' opens the printable page in a new tab. Drawn on the server; PdfDownload adds
 * the download.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { trackingParameters } from '@/domain/tracking';
import { PDF_FAILED_MESSAGE, PREPARING_TEXT, printPageHref } from './pdf-download';
import { PdfDownload } from './PdfDownload';

export interface PrintPdfButtonProps {
  vehicle: Pick<Vehicle, 'slug' | 'car_type' | 'make' | 'model' | 'year' | 'km'> & Partial<Pick<Vehicle, 'badge'>>;
  className?: string;
}

const BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:cursor-wait aria-disabled:opacity-70';

export function PrintPdfButton({ vehicle, className }: PrintPdfButtonProps) {
  return (
    <PdfDownload
      slug={vehicle.slug}
      tracking={{ ...trackingParameters(vehicle) }}
      buttonClassName={BUTTON}
      idle="Print PDF"
      preparing={
        <>
          <svg className="h-4 w-4 animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {PREPARING_TEXT}
        </>
      }
      preparingStatus={`${PREPARING_TEXT} the PDF`}
      failedMessage={PDF_FAILED_MESSAGE}
      {...(className ? { className } : {})}
    >
      <a href={printPageHref(vehicle.slug)} target="_blank" rel="noopener" className={BUTTON}>
        Print<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </PdfDownload>
  );
}
