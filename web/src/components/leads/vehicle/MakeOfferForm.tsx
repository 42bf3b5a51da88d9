'use client';

/**
 * Make an Offer (spec §5 offer form): the core fields and the amount — dollar prefix, thousands
 * separators as typed, the car's price as the placeholder; no message and no opt-in (the shared
 * schema has neither). The amount can arrive preset (the dialog's no-JS page takes it from the URL).
 */
import { MoneyField } from '../fields/MoneyField';
import { LeadForm } from '../LeadForm';
import { LeadFormFields } from '../LeadFormFields';
import { formatMoneyInput } from '../money';
import type { LeadFormMeta } from '../form-values';
import type { VehicleLeadData } from './vehicle-lead-data';

/** `meta` as TestDriveForm's: from the server on the form page, from the vehicle page's form chunk there. */
export function MakeOfferForm({ data, amount, labelledBy, meta }: { data: VehicleLeadData; amount?: string; labelledBy?: string; meta: LeadFormMeta }) {
  return (
    <LeadForm
      kind="make_an_offer"
      options={data.options}
      meta={meta}
      siteName={data.siteName}
      car={data.car}
      // Shown as typed would be: '25000' becomes '25,000'.
      presets={amount ? { offer_from_client: formatMoneyInput(amount).value } : undefined}
      submitLabel="Enquire Now"
      labelledBy={labelledBy}
    >
      <LeadFormFields exclude={['offer_from_client', 'terms_agreed']} />
      <MoneyField
        name="offer_from_client"
        className="mt-5"
        placeholder={data.offerPlaceholder}
        hint={data.offerPlaceholder ? `Advertised at $${data.offerPlaceholder}.` : undefined}
      />
      <div className="mt-5">
        <LeadFormFields names={['terms_agreed']} />
      </div>
    </LeadForm>
  );
}
