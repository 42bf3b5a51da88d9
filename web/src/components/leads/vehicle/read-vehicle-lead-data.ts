/**
 * Reads the page's lead data island (VehicleLeadIsland) in the browser. The DOM is a boundary like
 * any other, so the data is parsed with zod; anything missing or malformed gives undefined and the
 * caller falls back to the form's own page (/book-test-drive, /enquiries/make-an-offer).
 */
import type { CarType } from '@forecourt/schemas/vehicle';
import { z } from 'zod';
import { VEHICLE_LEAD_DATA_ID, type VehicleLeadData } from './vehicle-lead-data';

/** Written out: the vehicle schema module is large and this runs in the browser. */
const CAR_TYPES = ['new', 'used', 'demo'] as const satisfies readonly CarType[];

const choice = z.object({ id: z.string(), name: z.string() });

const VehicleLeadDataSchema = z.object({
  siteName: z.string().min(1),
  car: z.object({
    id: z.string().min(1),
    slug: z.string().min(1),
    title: z.string(),
    car_type: z.enum(CAR_TYPES),
    tag: z.string().nullish(),
    make: z.string(),
    model: z.string(),
    year: z.number(),
    km: z.number(),
    badge: z.string().nullish(),
  }),
  options: z.object({
    termsRequired: z.boolean(),
    commentsRequired: z.boolean(),
    locations: z.array(choice),
    dealerships: z.array(z.object({ slug: z.string(), name: z.string() })),
    testDriveLocations: z.array(choice).optional(),
    customDisclaimer: z.string().optional(),
    timeZone: z.string().optional(),
  }),
  locationId: z.string().optional(),
  offerPlaceholder: z.string().optional(),
  findSimilarMessage: z.string().optional(),
}) satisfies z.ZodType<VehicleLeadData>;

export function parseVehicleLeadData(text: string | null | undefined): VehicleLeadData | undefined {
  if (!text) return undefined;
  try {
    const parsed = VehicleLeadDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function readVehicleLeadData(doc: Pick<Document, 'getElementById'> = document): VehicleLeadData | undefined {
  return parseVehicleLeadData(doc.getElementById(VEHICLE_LEAD_DATA_ID)?.textContent);
}
