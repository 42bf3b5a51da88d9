/**
 * The zod shapes of the vehicle's nested (`json`) fields, apart from the field table (fields.ts) so
 * browser code can read the table without loading zod.
 */
import { z } from 'zod';
import { FINANCE_LENDERS, type vehicleFields } from './fields';

const image = z.object({ url: z.string().min(1) });
const money = z.number().finite();
const financeEntry = z.object({
  interestRate: z.number().nullable(),
  comparisonRate: z.number().nullable(),
  paymentWeek: z.number().nullable().optional(),
  paymentMonth: z.number().nullable().optional(),
  deposit: z.number().optional(),
  balloon: z.number().optional(),
  termMonths: z.number().int().optional(),
  termWeeks: z.number().int().optional(),
  termYears: z.number().optional(),
  establishmentFees: z.number().optional(),
  totalPayable: z.number().optional(),
  disclaimer: z.string().optional(),
  financeProvider: z.enum(FINANCE_LENDERS),
});

type JsonFieldName = { [K in keyof typeof vehicleFields]: (typeof vehicleFields)[K] extends { kind: 'json' } ? K : never }[keyof typeof vehicleFields];

export const jsonShapes = {
  images: z.array(image),
  location: z.object({
      name: z.string(),
      slug: z.string(),
      phone: z.string().optional(),
      distribution_locations: z.array(z.string()).optional(),
    }),
  youxQuote: z.object({
      weeklyRepaymentAmount: money,
      advertisedRate: z.number(),
      comparisonRate: z.number(),
    }),
  variant: z
      .object({
        cylinders: z.number(),
        enginesize: z.number(),
        enginesize_litres: z.number(),
        induction: z.string(),
        geartype: z.string(),
        fuelconsumptioncombined: z.number(),
        fuelcapacity: z.number(),
        grossvehiclemass: z.number(),
        vehiclelength: z.number(),
        vehicleheight: z.number(),
        vehiclewidth: z.number(),
        towingcapacitybraked: z.number(),
        torque: z.number(),
        bodyconfiguration: z.string(),
        ancaprating: z.number(),
      })
      .partial(),
  specifications: z
      .object({
        body_width: z.number(),
        body_length: z.number(),
        tare_weight: z.number(),
        axle_type: z.string(),
        sleeps: z.number().int(),
        aggregate_trailer_mass: z.number(),
      })
      .partial(),
  finance: z.record(z.string(), financeEntry),
} as const satisfies Record<JsonFieldName, z.ZodType>;
