/**
 * The vehicle page's tabs (spec §2 "Vehicle page"): Dealer Comments, What's Included, Why Buy From
 * Us?, Reserve Online, Protect Your Car, and Features only when the feature list is non-empty.
 *
 * - Reserve Online shows only when the car can be reserved (buttons.ts showReserve: site reserve on,
 *   car in stock and not reserved, a deposit above $0). So a sold or reserved car has no Reserve tab.
 * - Every other tab shows for every car, sold ones included (comments and dealer copy still apply).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { showReserve } from './buttons';
import type { Site } from '@/lib/content/models';
import { specText } from './specs';

/** The standard equipment list, cleaned: empty/'null' entries dropped, duplicates removed (case-insensitive). */
export function vehicleFeatures(vehicle: Pick<Vehicle, 'standardEquipment'>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of vehicle.standardEquipment ?? []) {
    const text = specText(item);
    if (text === undefined || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out;
}

export const TAB_IDS = ['dealer-comments', 'whats-included', 'why-buy-from-us', 'reserve-online', 'protect-your-car', 'features'] as const;
export type VehicleTabId = (typeof TAB_IDS)[number];

export const TAB_LABELS: Readonly<Record<VehicleTabId, string>> = {
  'dealer-comments': 'Dealer Comments',
  'whats-included': "What's Included",
  'why-buy-from-us': 'Why Buy From Us?',
  'reserve-online': 'Reserve Online',
  'protect-your-car': 'Protect Your Car',
  features: 'Features',
};

export interface VehicleTab {
  id: VehicleTabId;
  label: string;
}

/** The tabs shown for this car on this site, in display order. `now` is reserved for time-based rules. */
export function vehicleTabs(vehicle: Vehicle, site: Site, _now: Date): VehicleTab[] {
  const show: Record<VehicleTabId, boolean> = {
    'dealer-comments': true,
    'whats-included': true,
    'why-buy-from-us': true,
    'reserve-online': showReserve(vehicle, site),
    'protect-your-car': true,
    features: vehicleFeatures(vehicle).length > 0,
  };
  return TAB_IDS.filter((id) => show[id]).map((id) => ({ id, label: TAB_LABELS[id] }));
}
