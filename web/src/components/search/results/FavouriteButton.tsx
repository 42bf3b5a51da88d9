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
      title={title}
      className={className}
    />
  );
}
