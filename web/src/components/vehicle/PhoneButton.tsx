import { displayedPhone } from '@/domain/phone';
import { TRACKING_EVENTS } from '@/domain/tracking';
import type { Site } from '@/lib/content/models';
import { PhoneLink } from './PhoneLink';

export interface PhoneButtonProps {
  phone: string;
  tel: string;
  mode: Site['features']['phone_reveal'];
  /** The phone-reveal record (spec §7): {car_id, dealership_id, website_id}. */
  record: { car_id: string; dealership_id: string; website_id: string };
  label?: string;
  /** Label only, always a tel: link (the mobile footer's Call Now); the click is recorded. */
  labelOnly?: boolean;
  className?: string;
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" className="shrink-0">
      <path
        d="M6.6 2.5 8.4 6a1 1 0 0 1-.2 1.1L6.9 8.4a10.5 10.5 0 0 0 4.7 4.7l1.3-1.3a1 1 0 0 1 1.1-.2l3.5 1.8a1 1 0 0 1 .5 1.1l-.5 2.4a1 1 0 0 1-1 .8A14.5 14.5 0 0 1 2.3 3.5a1 1 0 0 1 .8-1l2.4-.5a1 1 0 0 1 1.1.5z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * Call the dealer (spec §4 phone reveal): on 'masked' sites the number shows with everything after
 * its first 5 characters starred until the button is pressed, which reveals it and records the
 * reveal (event 25); after that, and on 'direct' sites, it is a tel: link whose click is recorded.
 * Runs on the server: the masked and full texts are worked out here, the browser only swaps them.
 */
export function PhoneButton({ phone, tel, mode, record, label = 'Call', labelOnly = false, className = '' }: PhoneButtonProps) {
  const masked = mode === 'masked' && !labelOnly ? displayedPhone(phone, mode, false) : undefined;
  return (
    <PhoneLink
      full={displayedPhone(phone, mode, true)}
      {...(masked !== undefined ? { masked } : {})}
      tel={tel}
      record={record}
      eventId={TRACKING_EVENTS.callTheDealer}
      icon={<PhoneIcon />}
      label={label}
      labelOnly={labelOnly}
      className={className}
    />
  );
}
