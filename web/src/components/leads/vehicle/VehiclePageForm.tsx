'use client';

/**
 * The vehicle page's forms, loaded on demand (LazyVehicleForm) as one chunk: whichever form a
 * shopper opens first brings the kit, and the next one opens at once. The car, the site's options
 * and the presets arrive as `data`, built once per page on the server (vehicleLeadData): every form
 * on the page gets the same object, which React sends once.
 */
import { EnquiryForm } from './EnquiryForm';
import { FindSimilarForm } from './FindSimilarForm';
import { MakeOfferForm } from './MakeOfferForm';
import { RequestPhotosForm } from './RequestPhotosForm';
import { TestDriveForm } from './TestDriveForm';
import type { VehicleLeadData } from './vehicle-lead-data';

export type VehiclePageFormKind = 'enquiry' | 'find_similar' | 'request_photos' | 'test_drive' | 'make_an_offer';

export interface VehiclePageFormProps {
  form: VehiclePageFormKind;
  /** id of the heading that names the form (the panel's or the dialog's). */
  labelledBy?: string;
  data: VehicleLeadData;
}

export default function VehiclePageForm({ form, labelledBy, data }: VehiclePageFormProps) {
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
