import { TRACKING_EVENTS, trackingParameters } from '@/domain/tracking';
import { favouriteEntry, type TrackableVehicle } from './favourite-entry';
import { FavouriteToggle } from './FavouriteToggle';

interface Props {
  vehicle: TrackableVehicle;
  /** The car's title, for the button's accessible name. */
  title: string;
  className?: string;
}

/**
 * The compare/favourite toggle (spec §4): a pressed/not-pressed button saving the car in this
 * browser; adding fires tracking event 39. Its name stays the same; aria-pressed carries the state.
 * Runs on the server: the stored entry and the event's parameters are worked out here.
 */
export function FavouriteButton({ vehicle, title, className = '' }: Props) {
  return (
    <FavouriteToggle
      entry={favouriteEntry(vehicle)}
      tracking={{ eventId: TRACKING_EVENTS.saveToWatchlist, params: { ...trackingParameters(vehicle) } }}
      className={`group/heart icon-toggle text-red-700 hover:ring-red-700 ${className}`}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2 0 3.5 1.1 4.3 2.5.8-1.4 2.3-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          className="group-aria-pressed/heart:fill-current"
        />
      </svg>
      <span className="sr-only">Save {title} to favourites</span>
    </FavouriteToggle>
  );
}
