'use client';

/**
 * The sold view's form (spec §4 Car display: "The enquiry is prefilled to find something similar"):
 * the find_similar lead, its message prefilled with the sold view's text, which the shopper may edit.
 */
import { LeadForm } from '../LeadForm';
import { useLeadFormMeta } from './use-lead-form-meta';
import type { VehicleLeadData } from './vehicle-lead-data';

export function FindSimilarForm({ data, labelledBy }: { data: VehicleLeadData; labelledBy?: string }) {
  const meta = useLeadFormMeta('find_similar', data.options);
  return (
    <LeadForm
      kind="find_similar"
      options={data.options}
      meta={meta}
      siteName={data.siteName}
      car={data.car}
      presets={data.findSimilarMessage ? { message: data.findSimilarMessage } : undefined}
      submitLabel="Enquire Now"
      labelledBy={labelledBy}
    />
  );
}
