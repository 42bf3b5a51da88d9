/**
 * What a car's favourite and watchlist buttons store and track (spec §4 favourites and watchlist,
 * §7 event 39): the favourite's stored entry and the event's parameters, worked out from the car. No
 * React and no browser storage, so the server (FavouriteButton) and the browser (the result cards'
 * buttons, card-save-controls.ts) work it out the same way.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { TRACKING_EVENTS, trackingParameters } from '@/domain/tracking';
import { favouriteEntry, type FavouriteEntry, type FavouriteTracking, type TrackableVehicle } from './favourite-entry';

export interface CardSave {
  entry: FavouriteEntry;
  /** Event 39 with the car's tracking parameters: fired on adding to favourites or saving to the watchlist. */
  tracking: FavouriteTracking;
}

/** The cars of a results page by id: only what the buttons store and track (saveFields). */
export type CardSaves = Record<string, TrackableVehicle>;

/** What of a car its favourite entry and the event need: the rest of the car stays on the server. */
export function saveFields(vehicle: Vehicle): TrackableVehicle {
  return {
    id: vehicle.id,
    name: vehicle.name,
    slug: vehicle.slug,
    make: vehicle.make,
    model: vehicle.model,
    primary_image_url: vehicle.primary_image_url ?? vehicle.images[0]?.url,
    images: [],
    car_type: vehicle.car_type,
    year: vehicle.year,
    km: vehicle.km,
    ...(vehicle.badge ? { badge: vehicle.badge } : {}),
  };
}

export function cardSave(vehicle: TrackableVehicle): CardSave {
  return {
    entry: favouriteEntry(vehicle),
    tracking: { eventId: TRACKING_EVENTS.saveToWatchlist, params: { ...trackingParameters(vehicle) } },
  };
}

export function cardSaves(vehicles: readonly Vehicle[]): CardSaves {
  return Object.fromEntries(vehicles.map((vehicle) => [vehicle.id, saveFields(vehicle)]));
}
