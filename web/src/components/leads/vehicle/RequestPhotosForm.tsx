'use client';

/**
 * Request more photos (spec §5: core fields, a hidden default message 'Please send photos for this
 * car', an optional message). The message starts empty: left so, the shared schema sends its
 * default (REQUEST_PHOTOS_MESSAGE); anything the shopper writes is sent instead.
 */
import { REQUEST_PHOTOS_MESSAGE } from '@forecourt/schemas/leads';
import { TextAreaField } from '../fields/TextAreaField';
import { LeadForm } from '../LeadForm';
import { LeadFormFields } from '../LeadFormFields';
import { useLeadFormMeta } from './use-lead-form-meta';
import type { VehicleLeadData } from './vehicle-lead-data';

export function RequestPhotosForm({ data, labelledBy }: { data: VehicleLeadData; labelledBy?: string }) {
  const meta = useLeadFormMeta('request_photos', data.options);
  return (
    <LeadForm
      kind="request_photos"
      options={data.options}
      meta={meta}
      siteName={data.siteName}
      car={data.car}
      presets={{ message: '' }}
      submitLabel="Enquire Now"
      labelledBy={labelledBy}
    >
      <LeadFormFields exclude={['message', 'opt_in', 'terms_agreed']} />
      <TextAreaField
        name="message"
        rows={3}
        className="mt-5"
        hint={`Optional. Tell us what you would like to see; otherwise we will simply ask: “${REQUEST_PHOTOS_MESSAGE}”.`}
      />
      <div className="mt-5">
        <LeadFormFields names={['opt_in', 'terms_agreed']} />
      </div>
    </LeadForm>
  );
}
