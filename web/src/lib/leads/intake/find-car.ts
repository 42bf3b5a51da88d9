/**
 * The car a lead is about, looked up in THIS site's stock only: the browser sends `car_id` as the
 * car's id (vehicle page buttons) or its slug (links and older pages). Another dealer's car is not
 * found, exactly like a car that does not exist.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { SearchEngine } from '@/lib/search/engine';
import { findVehicle, findVehicleBy, type SearchSite } from '@/lib/search/service';

export type FindCar = (site: SearchSite, idOrSlug: string) => Promise<Vehicle | undefined>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** A FindCar over a search engine (the app passes `searchEngine()`; tests an embedded engine). */
export function findSiteCar(engine: () => Promise<SearchEngine>): FindCar {
  return async (site, idOrSlug) => {
    const value = idOrSlug.trim();
    if (!ID.test(value)) return undefined;
    const search = await engine();
    return (
      (await findVehicleBy(search, site, 'id', value)) ??
      (SLUG.test(value) ? await findVehicle(search, site, value) : undefined)
    );
  };
}
