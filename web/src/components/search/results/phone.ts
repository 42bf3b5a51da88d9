/**
 * The number the call-the-dealer card on a search page rings: the domain's callPhoneNumber rule
 * (override, car type, main, location). A search limited to one car type uses that type's number;
 * a mixed search uses the override or the main number (neither per-type number is more right).
 */
import { CAR_TYPES, type CarType } from '@forecourt/schemas/vehicle/fields';
import { callPhoneNumber, type CallPhoneNumber } from '@/domain/phone';
import type { Site } from '@/lib/content/models';

export function searchPhoneNumber(site: Pick<Site, 'phones'>, carTypes: readonly string[] = []): CallPhoneNumber {
  const types = CAR_TYPES.filter((t) => carTypes.includes(t));
  const only: CarType | undefined = types.length === 1 ? types[0] : undefined;
  if (only) return callPhoneNumber(site, { car_type: only });
  const general = callPhoneNumber({ phones: { ...site.phones, new: undefined, used: undefined, demo: undefined } }, { car_type: 'new' });
  if (general.phone) return general;
  // No general number: the new-car number (demo falls back to it too), else the used-car one.
  const asNew = callPhoneNumber(site, { car_type: 'new' });
  return asNew.phone ? asNew : callPhoneNumber(site, { car_type: 'used' });
}
