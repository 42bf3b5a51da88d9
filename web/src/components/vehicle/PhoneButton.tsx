import { Icon } from '@/components/ui/Icon';
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

// One element for every Call button on a page: React sends an element it has already sent as a
// reference to the first, so the page's three Call buttons carry the icon once in the RSC payload.
const PHONE_ICON = <Icon name="phone" />;

/**
 * Call the dealer (spec §4 phone reveal): on 'masked' sites the number shows with everything after
 * its first 5 characters starred until the button is pressed, which reveals it and records the
 * reveal (event 25); after that, and on 'direct' sites, it is a tel: link whose click is recorded.
 * Runs on the server: the masked and full texts are worked out here, the browser only swaps them.
 */
export function PhoneButton({
  phone,
  tel,
  mode,
  record,
  label = 'Call',
  labelOnly = false,
  className = '',
}: PhoneButtonProps) {
  const masked = mode === 'masked' && !labelOnly ? displayedPhone(phone, mode, false) : undefined;
  return (
    <PhoneLink
      full={displayedPhone(phone, mode, true)}
      {...(masked !== undefined ? { masked } : {})}
      tel={tel}
      record={record}
      eventId={TRACKING_EVENTS.callTheDealer}
      icon={PHONE_ICON}
      label={label}
      labelOnly={labelOnly}
      className={className}
    />
  );
}
