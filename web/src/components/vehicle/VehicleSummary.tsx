import type { ReactNode } from 'react';
import { addressLine } from '@/domain/locations';
import type { Location } from '@/lib/content/models';
import type { VehiclePageModel } from '@/lib/vehicle/page-model';
import { KeptVehicleSummary } from './KeptVehicleSummary';
import type { SummaryModel } from './VehicleSummaryView';

export interface VehicleSummaryProps {
  model: VehiclePageModel;
  location: Location | undefined;
  /** The page's map section (`#vehicle-map`) when it has one. */
  mapHref?: string | undefined;
  /** The view counter (views helper), shown under the title. */
  views?: ReactNode;
  /** The action buttons. */
  actions: ReactNode;
  /** The share row (share helper). */
  share?: ReactNode;
}

/**
 * The sidebar (spec §2): title, tags, price and was-price, below-market badge, finance strip,
 * location link and the action buttons. On a car that is not in stock: the SOLD copy instead of a
 * price, and 'Find Me Something Similar' as the only button (display-state.ts). What nothing in the
 * browser changes is drawn by VehicleSummaryView and kept by the browser as the server drew it.
 */
export function VehicleSummary({ model, location, views, actions, share, mapHref }: VehicleSummaryProps) {
  const { title, display, price, priceType, tags, belowMarket, specs, finance } = model;
  const address = location ? addressLine(location.address) : undefined;
  // One object for the three islands: React sends it once.
  const summary: SummaryModel = {
    title,
    display,
    price,
    tags,
    specs,
    ...(priceType ? { priceType } : {}),
    ...(belowMarket !== undefined ? { belowMarket } : {}),
    ...(finance ? { finance } : {}),
    ...(model.location ? { location: model.location } : {}),
    ...(address ? { address } : {}),
    ...(mapHref ? { mapHref } : {}),
  };
  return (
    <div className="space-y-5 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="space-y-3">
        <KeptVehicleSummary part="heading" model={summary} className="space-y-3" />
        {views}
      </div>
      <KeptVehicleSummary part="price" model={summary} />
      {model.location ? <KeptVehicleSummary part="location" model={summary} /> : null}
      {actions}
      {share}
    </div>
  );
}
