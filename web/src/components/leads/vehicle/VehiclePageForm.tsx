'use client';

/**
 * The vehicle page's forms, loaded on demand (LazyVehicleForm) as one chunk: whichever form a
 * shopper opens first brings the kit, and the next one opens at once. The car, the site's options
 * and the presets come from the page's data island; without it (a page that does not render one)
 * the shopper is sent to the form's own page instead of being shown a broken form.
 */
import Link from 'next/link';
import { useState } from 'react';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { EnquiryForm } from './EnquiryForm';
import { FindSimilarForm } from './FindSimilarForm';
import { MakeOfferForm } from './MakeOfferForm';
import { readVehicleLeadData } from './read-vehicle-lead-data';
import { RequestPhotosForm } from './RequestPhotosForm';
import { TestDriveForm } from './TestDriveForm';

export type VehiclePageFormKind = 'enquiry' | 'find_similar' | 'request_photos' | 'test_drive' | 'make_an_offer';

export interface VehiclePageFormProps {
  form: VehiclePageFormKind;
  /** id of the heading that names the form (the panel's or the dialog's). */
  labelledBy?: string;
  /** The form's own page, for when this page carries no lead data. */
  fallbackHref?: string;
}

export default function VehiclePageForm({ form, labelledBy, fallbackHref }: VehiclePageFormProps) {
  // Read once: this chunk only ever renders in the browser, after the page is in the DOM.
  const [data] = useState(readVehicleLeadData);
  if (!data) {
    return fallbackHref ? (
      <p className="text-sm text-gray-800">
        <Link href={fallbackHref} prefetch={false} className={`${inline(buttonClass.primary)} px-6`}>
          Continue to the form
        </Link>
      </p>
    ) : (
      <p role="alert" className="text-sm text-red-900">
        This form is not available right now. Please call us or reload the page.
      </p>
    );
  }
  switch (form) {
    case 'enquiry':
      return <EnquiryForm data={data} labelledBy={labelledBy} />;
    case 'find_similar':
      return <FindSimilarForm data={data} labelledBy={labelledBy} />;
    case 'request_photos':
      return <RequestPhotosForm data={data} labelledBy={labelledBy} />;
    case 'test_drive':
      return <TestDriveForm data={data} labelledBy={labelledBy} />;
    case 'make_an_offer':
      return <MakeOfferForm data={data} labelledBy={labelledBy} />;
  }
}
