import Link from 'next/link';
import type { ReactNode } from 'react';
import { LazyVehicleForm } from '@/components/leads/vehicle/LazyVehicleForm';
import type { VehicleLeadData } from '@/components/leads/vehicle/vehicle-lead-data';
import type { Site } from '@/lib/content/models';
import type { VehiclePageModel } from '@/lib/vehicle/page-model';
import { PhoneButton } from './PhoneButton';
import { buttonClass, inline, inlineWrapping } from './styles';
import { VehicleDialog } from './VehicleDialog';

/**
 * The page's '#enquire' target (the Enquire and Find Me Something Similar buttons lead here): the
 * heading, copy and the dealer's phone are server-rendered, and the form loads when the section
 * nears the viewport or is pointed at or focused — the multi-step enquiry on a car in stock, on a
 * sold car (spec §4) the find-something-similar form under the card copy 'Like this and want
 * something similar?', its message prefilled. A car in stock also offers 'Request more photos'.
 */
export function EnquirePanel({
  site,
  model,
  leads,
}: {
  site: Pick<Site, 'name'>;
  model: VehiclePageModel;
  /** The page's lead data (vehicleLeadData), shared by all its forms. */
  leads: VehicleLeadData;
}) {
  const sold = model.display.kind === 'sold' ? model.display : undefined;
  const actions: ReactNode[] = [];
  if (model.phone) {
    actions.push(
      <PhoneButton
        key="phone"
        phone={model.phone.number}
        tel={model.phone.tel}
        mode={model.phone.mode}
        record={model.phone.record}
        label="Call"
        className={inline(buttonClass.outline)}
      />,
    );
  }
  if (!sold) {
    actions.push(
      <VehicleDialog
        key="photos"
        title="Request more photos"
        description={`We will send you more photos of the ${model.title}.`}
        trigger="Request more photos"
        triggerClassName={inline(buttonClass.outline)}
      >
        <LazyVehicleForm form="request_photos" data={leads} placeholder={{ what: 'photo request', fields: 5 }} />
      </VehicleDialog>,
    );
    if (model.location) {
      actions.push(
        <Link key="visit" href={model.location.href} prefetch={false} className={inlineWrapping(buttonClass.outline)}>
          Visit {model.location.label}
        </Link>,
      );
    }
  }

  return (
    <section id="enquire" aria-labelledby="enquire-heading" className="scroll-mt-24 rounded-xl border border-gray-200 bg-gray-50 p-5 md:p-6">
      <h2 id="enquire-heading" className="text-xl font-bold text-gray-900">
        {sold ? sold.cardCopy : `Enquire about this ${model.title}`}
      </h2>
      <p className="mt-2 text-gray-700">
        {sold
          ? `Tell us what you are after and our team will find you something similar to the ${model.title}.`
          : `Our team at ${model.location?.label ?? site.name} can answer your questions, arrange a test drive or put a finance quote together.`}
      </p>
      {actions.length > 0 ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
      <LazyVehicleForm
        form={sold ? 'find_similar' : 'enquiry'}
        data={leads}
        labelledBy="enquire-heading"
        className="mt-6 rounded-lg border border-gray-200 bg-white p-5 md:p-6"
        placeholder={{ what: 'enquiry', fields: 5, steps: true }}
      />
    </section>
  );
}
