/**
 * What the vehicle page's lead forms (enquiry, find similar, request photos, test drive, make an
 * offer) need to know, decided once on the server for one car: the site's name for the collection
 * notice, the car as the forms send and track it, the same FormOptions the route handler builds,
 * and the page's presets. Plain data: it crosses to the browser as a prop of the page's forms.
 */
import type { FormOptions } from '@forecourt/schemas/leads';
import type { LeadCar } from '@/lib/leads/client/car';

export interface VehicleLeadData {
  siteName: string;
  car: LeadCar;
  options: FormOptions;
  /**
   * The car's own location when it is one of the enquiry's location choices: preset (and not asked),
   * since an enquiry about this car is for the place that has it.
   */
  locationId?: string;
  /** The car's price without the dollar sign ('34,990'): the offer amount's placeholder (spec §5). */
  offerPlaceholder?: string;
  /** Sold view (spec §4): the find-something-similar message the form is prefilled with. */
  findSimilarMessage?: string;
}
