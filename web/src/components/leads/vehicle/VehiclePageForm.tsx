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
import { useLeadFormMeta } from './use-lead-form-meta';
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
      return <TestDriveOnVehiclePage data={data} labelledBy={labelledBy} />;
    case 'make_an_offer':
      return <MakeOfferOnVehiclePage data={data} labelledBy={labelledBy} />;
  }
}

// On the vehicle page these two work out their schema's meta in this chunk (it carries zod for the
// enquiry anyway); their own pages pass it from the server, so the forms themselves bring no zod.
function TestDriveOnVehiclePage({ data, labelledBy }: { data: VehicleLeadData; labelledBy?: string }) {
  return <TestDriveForm data={data} labelledBy={labelledBy} meta={useLeadFormMeta('test_drive', data.options)} />;
}

function MakeOfferOnVehiclePage({ data, labelledBy }: { data: VehicleLeadData; labelledBy?: string }) {
  return <MakeOfferForm data={data} labelledBy={labelledBy} meta={useLeadFormMeta('make_an_offer', data.options)} />;
}
