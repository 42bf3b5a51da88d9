import type { Vehicle } from '@forecourt/schemas/vehicle';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FIND_SIMILAR_BUTTON } from '@/domain/display-state';
import { TRACKING_EVENTS } from '@/domain/tracking';
import type { Site } from '@/lib/content/models';
import type { VehiclePageModel } from '@/lib/vehicle/page-model';
import { ChatButton } from './ChatButton';
import { MakeOfferDialog } from './MakeOfferDialog';
import { PhoneButton } from './PhoneButton';
import { buttonClass } from './styles';
import type { VehicleLeadData } from '@/components/leads/vehicle/vehicle-lead-data';
import type { CarSummary } from './TestDriveDialog';
import { TestDriveDialog } from './TestDriveDialog';
import { TrackedLink } from './TrackedLink';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" className="shrink-0">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const ICONS = {
  mail: 'M3 5h14v10H3zM3 5l7 6 7-6',
  wheel: 'M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm0 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM3.5 9h4.6M11.9 9h4.6M10 12v5',
  dollar: 'M10 2.5v15M13.5 5.5H8.7a2.4 2.4 0 0 0 0 4.8h2.6a2.4 2.4 0 0 1 0 4.8H6.2',
  swap: 'M4 7h11l-3-3M16 13H5l3 3',
  lock: 'M5.5 9V6.5a4.5 4.5 0 0 1 9 0V9M4 9h12v8H4z',
  cart: 'M2.5 3h2l2 10h9l1.8-7H6',
  doc: 'M6 2.5h5.5L15 6v11.5H6zM11 2.5V6h4M8.5 10h4M8.5 13h4',
  tag: 'M3 3h6.5l7.5 7.5-6.5 6.5L3 9.5zM7 7h.01',
  chat: 'M3 4h14v9H8l-4 3.5V13H3z',
};

export interface ActionButtonsProps {
  vehicle: Vehicle;
  site: Site;
  model: VehiclePageModel;
  car: CarSummary;
  /** The page's lead data (vehicleLeadData), shared by all its forms. */
  leads: VehicleLeadData;
  /** The share helpers' Print PDF button (when the site prints). */
  print?: ReactNode;
}

function PhoneRecord(vehicle: Vehicle, site: Site) {
  return { car_id: vehicle.id, dealership_id: vehicle.dealership_id, website_id: site._id };
}

/**
 * The vehicle page's buttons (spec §2 "Optional action buttons"), in the order a shopper needs them:
 * buy (Reserve, Online Purchase), talk (Enquire, Test Drive, Call), then finance, trade-in and the
 * rest. Which ones show is decided by vehicleActions (buttons.ts) and the site's flags.
 */
export function VehicleActionButtons({ vehicle, site, model, car, leads, print }: ActionButtonsProps) {
  const { actions, links, phone } = model;
  const has = (b: (typeof actions.buttons)[number]) => actions.buttons.includes(b);

  if (!model.inStock) {
    return (
      <div className="space-y-3">
        <Link href={links.enquire} className={buttonClass.primary}>
          {FIND_SIMILAR_BUTTON}
        </Link>
      </div>
    );
  }

  const secondary: ReactNode[] = [];
  secondary.push(
    <Link key="finance" href={links.finance} prefetch={false} className={buttonClass.outline}>
      <Icon d={ICONS.dollar} />
      Finance Enquiry
    </Link>,
  );
  if (has('trade_in')) {
    secondary.push(
      <Link key="trade-in" href={links.tradeIn} prefetch={false} className={buttonClass.outline}>
        <Icon d={ICONS.swap} />
        Trade-In Valuation
      </Link>,
    );
  }
  if (has('make_an_offer')) {
    secondary.push(
      <MakeOfferDialog
        key="offer"
        car={car}
        leads={leads}
        href={links.makeAnOffer}
        className={buttonClass.outline}
      >
        <Icon d={ICONS.tag} />
        Make an Offer
      </MakeOfferDialog>,
    );
  }
  if (has('chat')) {
    secondary.push(
      <ChatButton key="chat" href={links.enquire} carId={vehicle.id} className={buttonClass.outline}>
        <Icon d={ICONS.chat} />
        Chat with us
      </ChatButton>,
    );
  }

  return (
    <div className="space-y-3">
      {has('reserve') && actions.checkoutPath ? (
        <div>
          <Link
            href={actions.checkoutPath}
            prefetch={false}
            className={`${buttonClass.success} min-h-12 text-base`}
          >
            <Icon d={ICONS.lock} />
            Reserve Car Now
          </Link>
          {actions.deposit ? (
            <p className="mt-1.5 text-center text-xs text-gray-700">
              Hold it for 48 hours with a {actions.deposit} deposit, 100% refundable.
            </p>
          ) : null}
        </div>
      ) : null}
      {has('online_purchase') && actions.onlinePurchasePath ? (
        <Link href={actions.onlinePurchasePath} prefetch={false} className={buttonClass.dark}>
          <Icon d={ICONS.cart} />
          Online Purchase
        </Link>
      ) : null}

      <Link href={links.enquire} className={buttonClass.primary}>
        <Icon d={ICONS.mail} />
        Enquire
      </Link>
      <TestDriveDialog car={car} leads={leads} href={links.testDrive} className={buttonClass.brandOutline}>
        <Icon d={ICONS.wheel} />
        Book a Test Drive
      </TestDriveDialog>

      {phone ? (
        <PhoneButton
          phone={phone.number}
          tel={phone.tel}
          mode={phone.mode}
          record={PhoneRecord(vehicle, site)}
          label="Call"
          className={buttonClass.outline}
        />
      ) : null}
      {model.whatsapp ? (
        <a href={model.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass.whatsapp}>
          <svg
            viewBox="0 0 20 20"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
            className="shrink-0"
          >
            <path
              d="M10 2.5a7.5 7.5 0 0 0-6.4 11.4L2.5 17.5l3.7-1A7.5 7.5 0 1 0 10 2.5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path
              d="M7.4 6.6c.2-.4.5-.4.7-.4h.5c.2 0 .4.1.5.4l.6 1.4c.1.2 0 .4-.1.6l-.4.5c.6 1 1.4 1.8 2.4 2.3l.5-.5c.2-.2.4-.2.6-.1l1.4.6c.3.1.4.3.3.6-.2.9-1 1.5-1.9 1.4-2.6-.4-5-2.8-5.4-5.4 0-.5.1-1 .3-1.4z"
              fill="currentColor"
            />
          </svg>
          WhatsApp
          <span className="sr-only"> (opens WhatsApp)</span>
        </a>
      ) : null}

      {secondary.length > 0 ? (
        <div className="grid grid-cols-2 gap-3 [&>*:last-child:nth-child(odd)]:col-span-2">{secondary}</div>
      ) : null}

      {has('history_report') && actions.historyReportUrl ? (
        <TrackedLink
          href={actions.historyReportUrl}
          eventId={TRACKING_EVENTS.historyReport}
          params={{ car_id: vehicle.id }}
          external
          className={buttonClass.link}
        >
          <Icon d={ICONS.doc} />
          Car History Report
          <span className="sr-only"> (opens in a new tab)</span>
        </TrackedLink>
      ) : null}
      {has('print') && print ? <div>{print}</div> : null}
    </div>
  );
}
