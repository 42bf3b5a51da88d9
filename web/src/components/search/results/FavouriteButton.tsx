import { cardSave } from './card-saves';
import type { TrackableVehicle } from './favourite-entry';
import { FavouriteToggle } from './FavouriteToggle';
import { HEART_BUTTON_CLASS } from './save-buttons';
import { HeartIcon } from './save-icons';

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
      {...cardSave(vehicle)}
      className={`${HEART_BUTTON_CLASS} ${className}`}
    >
      <HeartIcon />
      <span className="sr-only">Save {title} to favourites</span>
    </FavouriteToggle>
  );
}
