import Link from 'next/link';
import type { VehiclePageModel } from '@/lib/vehicle/page-model';
import { OpenNowOnly } from './OpenNowOnly';
import { PhoneButton } from './PhoneButton';
import { ScrollReveal } from './ScrollReveal';
import { buttonClass, inline } from './styles';
import type { VehicleLeadData } from '@/components/leads/vehicle/vehicle-lead-data';
import { TestDriveDialog, type CarSummary } from './TestDriveDialog';

/** Spec §9 scroll thresholds. */
export const STICKY_CTA_THRESHOLD = 900;
export const MOBILE_FOOTER_THRESHOLD = 50;

interface BarsProps {
  model: VehiclePageModel;
  car: CarSummary;
  /** The page's lead data (vehicleLeadData), shared by all its forms. */
  leads: VehicleLeadData;
}


/**
 * Desktop: a bottom bar with the car, its price and the main actions once the page has scrolled
 * past 900 px. Small screens: a footer after 50 px with Enquire (and Reserve) and a Call Now that
 * shows only while the car's location is open in its time zone.
 */
export function VehicleStickyBars({ model, car, leads }: BarsProps) {
  if (!model.inStock) return null;
  const { actions, links, phone } = model;
  const reserve = actions.buttons.includes('reserve') ? actions.checkoutPath : undefined;

  return (
    <>
      <ScrollReveal
        threshold={STICKY_CTA_THRESHOLD}
        label="Quick actions"
        className="hidden border-t border-gray-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:block"
      >
        <div className="container-page flex items-center gap-4 py-3">
          {car.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
            <img
              src={car.image}
              alt=""
              width={84}
              height={56}
              loading="lazy"
              className="h-14 w-21 shrink-0 rounded object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-gray-900">{model.title}</p>
            <p className="text-sm text-gray-700">
              {model.price.text ? (
                <span className="text-lg font-bold text-gray-900 tabular-nums">{model.price.text}</span>
              ) : null}
              {model.finance ? (
                <span className="ml-3 font-semibold text-brand-text">{model.finance.weekly}*</span>
              ) : null}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {phone ? (
              <PhoneButton
                phone={phone.number}
                tel={phone.tel}
                mode={phone.mode}
                record={phone.record}
                className={inline(buttonClass.outline)}
              />
            ) : null}
            <TestDriveDialog car={car} leads={leads} href={links.testDrive} className={inline(buttonClass.brandOutline)}>
              Book a Test Drive
            </TestDriveDialog>
            <Link href={links.enquire} className={inline(buttonClass.primary)}>
              Enquire
            </Link>
            {reserve ? (
              <Link href={reserve} prefetch={false} className={inline(buttonClass.success)}>
                Reserve Car Now
              </Link>
            ) : null}
          </div>
        </div>
      </ScrollReveal>

      <ScrollReveal
        threshold={MOBILE_FOOTER_THRESHOLD}
        label="Contact the dealer"
        className="border-t border-gray-200 bg-white p-2 shadow-[0_-4px_16px_rgba(0,0,0,0.1)] lg:hidden"
      >
        <div className="grid auto-cols-fr grid-flow-col gap-2 whitespace-nowrap">
          {phone && model.open && model.openSchedule ? (
            <OpenNowOnly schedule={model.openSchedule} initiallyOpen={model.open.isOpen}>
              <div>
                <PhoneButton
                  phone={phone.number}
                  tel={phone.tel}
                  mode={phone.mode}
                  record={phone.record}
                  label="Call Now"
                  labelOnly
                  className={buttonClass.outline}
                />
              </div>
            </OpenNowOnly>
          ) : null}
          <Link href={links.enquire} className={buttonClass.primary}>
            Enquire
          </Link>
          {reserve ? (
            <Link href={reserve} prefetch={false} className={buttonClass.success}>
              Reserve Now
            </Link>
          ) : null}
        </div>
      </ScrollReveal>
    </>
  );
}
