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
import { useLeadFormMeta } from './use-lead-form-meta';
import type { VehicleLeadData } from './vehicle-lead-data';

export function MakeOfferForm({ data, amount, labelledBy }: { data: VehicleLeadData; amount?: string; labelledBy?: string }) {
  const meta = useLeadFormMeta('make_an_offer', data.options);
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
