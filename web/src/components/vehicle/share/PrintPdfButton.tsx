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

/** globals.css `print-button` (one class: the list is in the HTML twice and in the RSC payload twice). */
const BUTTON = 'print-button';

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
