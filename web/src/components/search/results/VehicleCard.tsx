import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { FinanceSettings } from '@/lib/content/models';
import type { SearchSite } from '../types';
import { vehicleCardModel, type VehicleCardModel } from './card-model';
import { WatchlistButton } from '@/components/account/WatchlistButton';
import { FinanceDisclaimerDialog } from '@/components/finance/disclaimer/FinanceDisclaimerDialog';
import { trackingParameters } from '@/domain/tracking';
import { FavouriteButton } from './FavouriteButton';
import { saveFields } from './card-saves';
import { KeptVehicleCard } from './KeptVehicleCard';
import { BelowMarketBadge, cardHeadingId, IMAGE_HEIGHT, IMAGE_WIDTH, WeeklyLine, type ImagePriority } from './VehicleCardView';

export { IMAGE_HEIGHT, IMAGE_WIDTH, type ImagePriority };

export interface VehicleCardProps {
  vehicle: Vehicle;
  site: SearchSite;
  /** The render's clock (server time), so tags agree between server and browser. */
  now: Date;
  /** The site's finance settings (content.financeSettings), for the weekly estimate. */
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'>;
  /** 'high' for the first card (LCP image), 'eager' for the next few, 'lazy' below the fold. */
  imagePriority?: ImagePriority;
  headingLevel?: 2 | 3 | 4;
  /**
   * The weekly estimate's disclaimer trigger as plain markup (kept with the price), opened by the
   * results grid around the cards (ResultsGrid), instead of a dialog component per card.
   */
  delegatedDisclaimer?: boolean;
  /**
   * The favourite and watchlist buttons as plain markup in the card's kept image part, worked for the
   * whole results grid by CardSaveControls, instead of a component per button.
   */
  delegatedSaves?: boolean;
}

/** The favourite and watchlist buttons as components of their own (similar cars on the vehicle page). */
function OwnSaveButtons({ vehicle, card }: { vehicle: Vehicle; card: VehicleCardModel }) {
  return (
    <>
      {card.favourite ? (
        <FavouriteButton vehicle={saveFields(vehicle)} title={card.title} className="absolute top-2 right-2" />
      ) : null}
      {card.watchlist ? (
        <WatchlistButton
          variant="icon"
          carId={vehicle.id}
          name={card.title}
          status={vehicle.status}
          tracking={{ ...trackingParameters(saveFields(vehicle)) }}
          className={`absolute top-2 ${card.favourite ? 'right-15' : 'right-2'}`}
        />
      ) : null}
    </>
  );
}

/**
 * One search result: a single article whose heading names the car. View Details is the card's
 * link; the image links to the same page but is hidden from the tab order and screen readers so
 * there is one stop per destination.
 */
export function VehicleCard({
  vehicle,
  site,
  now,
  finance,
  imagePriority = 'lazy',
  headingLevel = 3,
  delegatedDisclaimer = false,
  delegatedSaves = false,
}: VehicleCardProps) {
  const card = vehicleCardModel(vehicle, site, now, finance);
  // The card's static parts are kept markup drawn from this one model (React sends it once); the
  // wrappers are display: contents (globals.css vehicle-card), so the parts lay out as the card's own
  // boxes.
  return (
    <article aria-labelledby={cardHeadingId(card)} className="vehicle-card">
      <div className="card-body">
        <KeptVehicleCard part="top" card={card} level={headingLevel} />
        {!card.inStock ? null : delegatedDisclaimer ? (
          <KeptVehicleCard part="price-block" card={card} />
        ) : (
          <div>
            <KeptVehicleCard part="price" card={card} />
            {card.weekly ? <WeeklyLine weekly={card.weekly} trigger={<FinanceDisclaimerDialog carId={vehicle.id} carTitle={card.title} />} /> : null}
            {card.belowMarket ? <BelowMarketBadge /> : null}
          </div>
        )}
        <KeptVehicleCard part="rest" card={card} />
      </div>

      <div className="card-media">
        <KeptVehicleCard part="image" card={card} priority={imagePriority} saveButtons={delegatedSaves} />
        {delegatedSaves ? null : <OwnSaveButtons vehicle={vehicle} card={card} />}
      </div>
    </article>
  );
}
