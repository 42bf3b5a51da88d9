'use client';

/**
 * Book a Test Drive (spec §5): core fields, an optional preferred date and time, a location choice
 * when the car can be driven at more than one location, an optional message, and — when the site
 * has a custom disclaimer — that disclaimer as the terms to agree to. The kit's standard widgets do
 * all of it from the shared schema; the event is 17 (new, or a Test Drive Only car) or 48 (used).
 */
import { LeadForm } from '../LeadForm';
import type { LeadFormMeta } from '../form-values';
import type { VehicleLeadData } from './vehicle-lead-data';

/**
 * `meta` (the fields, required marks and defaults of the shared schema) comes from the server on the
 * form page, and from the vehicle page's form chunk, which has zod anyway: this component brings none.
 */
export function TestDriveForm({ data, labelledBy, meta }: { data: VehicleLeadData; labelledBy?: string; meta: LeadFormMeta }) {
  return (
    <LeadForm kind="test_drive" options={data.options} meta={meta} siteName={data.siteName} car={data.car} submitLabel="Enquire Now" labelledBy={labelledBy} />
  );
}
