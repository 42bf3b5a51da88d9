import type { Vehicle } from '@forecourt/schemas/vehicle';
import Link from 'next/link';
import type { Site } from '@/lib/content/models';
import type { VehiclePageModel } from '@/lib/vehicle/page-model';
import { PhoneButton } from './PhoneButton';
import { buttonClass, inline } from './styles';

/**
 * The page's '#enquire' target. The enquiry form arrives in a later issue and mounts here; until
 * then the section offers the dealer's phone and location. On a sold car it carries the
 * find-something-similar copy and message the form will be prefilled with (display-state.ts).
 */
export function EnquirePanel({
  vehicle,
  site,
  model,
}: {
  vehicle: Vehicle;
  site: Site;
  model: VehiclePageModel;
}) {
  const sold = model.display.kind === 'sold' ? model.display : undefined;
  return (
    <section
      id="enquire"
      aria-labelledby="enquire-heading"
      className="scroll-mt-24 rounded-xl border border-gray-200 bg-gray-50 p-5 md:p-6"
      data-enquiry-message={sold?.enquiryMessage}
    >
      <h2 id="enquire-heading" className="text-xl font-bold text-gray-900">
        {sold ? sold.cardCopy : `Enquire about this ${model.title}`}
      </h2>
      <p className="mt-2 text-gray-700">
        {sold
          ? `Tell us what you are after and our team will find you something similar to the ${model.title}.`
          : `Our team at ${model.location?.label ?? site.name} can answer your questions, arrange a test drive or put a finance quote together.`}
      </p>
      {sold ? (
        <blockquote className="mt-4 border-l-4 border-brand bg-white px-4 py-3 text-sm text-gray-800">
          {sold.enquiryMessage}
        </blockquote>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          {model.phone ? (
            <PhoneButton
              phone={model.phone.number}
              tel={model.phone.tel}
              mode={model.phone.mode}
              record={{ car_id: vehicle.id, dealership_id: vehicle.dealership_id, website_id: site._id }}
              label="Call"
              className={inline(buttonClass.primary)}
            />
          ) : null}
          {model.location ? (
            <Link href={model.location.href} prefetch={false} className={inline(buttonClass.outline)}>
              Visit {model.location.label}
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
}
