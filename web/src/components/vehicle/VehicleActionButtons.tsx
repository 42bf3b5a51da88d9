import type { Vehicle } from '@forecourt/schemas/vehicle';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { FIND_SIMILAR_BUTTON } from '@/domain/display-state';
import { TRACKING_EVENTS } from '@/domain/tracking';
import type { VehiclePageModel } from '@/lib/vehicle/page-model';
import { ChatButton } from './ChatButton';
import { MakeOfferDialog } from './MakeOfferDialog';
import { PhoneButton } from './PhoneButton';
import { buttonClass } from './styles';
import type { VehicleLeadData } from '@/components/leads/vehicle/vehicle-lead-data';
import type { CarSummary } from './TestDriveDialog';
import { TestDriveDialog } from './TestDriveDialog';
import { TrackedLink } from './TrackedLink';

export interface ActionButtonsProps {
  vehicle: Vehicle;
  model: VehiclePageModel;
  car: CarSummary;
  /** The page's lead data (vehicleLeadData), shared by all its forms. */
  leads: VehicleLeadData;
  /** The share helpers' Print PDF button (when the site prints). */
  print?: ReactNode;
}

/**
 * The vehicle page's buttons (spec §2 "Optional action buttons"), in the order a shopper needs them:
 * buy (Reserve, Online Purchase), talk (Enquire, Test Drive, Call), then finance, trade-in and the
 * rest. Which ones show is decided by vehicleActions (buttons.ts) and the site's flags.
 */
export function VehicleActionButtons({ vehicle, model, car, leads, print }: ActionButtonsProps) {
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
      <Icon name="dollar" />
      Finance Enquiry
    </Link>,
  );
  if (has('trade_in')) {
    secondary.push(
      <Link key="trade-in" href={links.tradeIn} prefetch={false} className={buttonClass.outline}>
        <Icon name="swap" />
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
        <Icon name="tag" />
        Make an Offer
      </MakeOfferDialog>,
    );
  }
  if (has('chat')) {
    secondary.push(
      <ChatButton key="chat" href={links.enquire} carId={vehicle.id} className={buttonClass.outline}>
        <Icon name="chat" />
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
            <Icon name="lock" />
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
          <Icon name="cart" />
          Online Purchase
        </Link>
      ) : null}

      <Link href={links.enquire} className={buttonClass.primary}>
        <Icon name="mail" />
        Enquire
      </Link>
      <TestDriveDialog car={car} leads={leads} href={links.testDrive} className={buttonClass.brandOutline}>
        <Icon name="wheel" />
        Book a Test Drive
      </TestDriveDialog>

      {phone ? (
        <PhoneButton
          phone={phone.number}
          tel={phone.tel}
          mode={phone.mode}
          record={phone.record}
          label="Call"
          className={buttonClass.outline}
        />
      ) : null}
      {model.whatsapp ? (
        <a href={model.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass.whatsapp}>
          <Icon name="whatsapp" />
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
          <Icon name="doc" />
          Car History Report
          <span className="sr-only"> (opens in a new tab)</span>
        </TrackedLink>
      ) : null}
      {has('print') && print ? <div>{print}</div> : null}
    </div>
  );
}
