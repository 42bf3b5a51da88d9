import type { QuoteAnswer } from '@forecourt/schemas/finance/quote';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { dealerComments } from '@/domain/dealer-comments';
import { calculatorSettings, DEFAULT_FINANCE_DISCLAIMER } from '@/domain/finance-calculator';
import { isInStock } from '@/domain/display-state';
import { financedPrice } from '@/domain/vehicle-quote';
import type { FinanceSettings, Location, Site } from '@/lib/content/models';
import { LazyFinanceCalculator } from '@/components/finance/calculator/LazyFinanceCalculator';
import { YouxQuote } from '@/components/finance/quote/YouxQuote';
import { financeEnquiryPath } from '@/lib/vehicle/links';
import { CertifiedInfoDialog } from './CertifiedInfoDialog';
import { KeptVehicleContent } from './KeptVehicleContent';
import {
  USED_CAR_BENEFITS,
  caravanSpecs,
  financeCard,
  keyInformation,
  preApprovedHref,
  reserveOnline,
  showToyotaCertifiedBadge,
  vehicleDetails,
  vehicleFeatures,
  whatsIncluded,
  whyBuyFromUs,
} from './model';
import { vehicleTabs } from './tabs';
import { Section } from './Section';
import type { VehicleContentModel } from './VehicleContentView';

export interface VehicleContentProps {
  vehicle: Vehicle;
  site: Site;
  now: Date;
  /** The car's location (its time zone decides "today" for the rego expiry). */
  location?: Location;
  /**
   * The site's finance settings (content.financeSettings): an excluded dealer group shows no estimate;
   * the group's calculator limits and the calculator's disclaimer.
   */
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'> & Partial<FinanceSettings>;
  /**
   * The partner's quote as the server has it (lib/finance/page-quote.ts: the feed's, or the answer the
   * server got while drawing the page); without it the page's browser code asks.
   */
  quote?: QuoteAnswer;
}

/**
 * The vehicle page's main column (spec §2 "Vehicle page"): details, key information, caravan
 * specifications, Toyota certified info, finance card, the tabs (dealer comments, what's included —
 * with Toyota Service Advantage or the used-car banner —, why buy from us, reserve online, protect
 * your car, features) and the trade-in FAQ. Each piece of content appears once. What nothing in the
 * browser changes is drawn from a model by VehicleContentView and kept by the browser as the server
 * drew it (KeptVehicleContent): its markup is not in the RSC payload.
 */
export function VehicleContent({ vehicle, site, now, location, finance: financeSettings, quote }: VehicleContentProps) {
  const comments = dealerComments(vehicle.dealercomments);
  const model: VehicleContentModel = {
    details: vehicleDetails(vehicle),
    keyInfo: keyInformation(vehicle, site, now, location),
    caravan: caravanSpecs(vehicle),
    finance: financeCard(vehicle, site, now, financeSettings),
    comments: { pending: comments.pending, full: comments.full, ...(comments.truncated ? { cut: comments.text } : {}) },
    included: whatsIncluded(vehicle, site),
    carModel: vehicle.model,
    why: whyBuyFromUs(vehicle, site),
    siteName: site.name,
    reserve: reserveOnline(vehicle, site),
    protectHref: preApprovedHref(vehicle),
    features: vehicleFeatures(vehicle),
    tabs: vehicleTabs(vehicle, site, now),
    tabsLabel: `About this ${vehicle.make} ${vehicle.model}`,
  };
  // The partner's quote and the calculator are for a car that can be bought: in stock, with a price shown.
  const price = financedPrice(vehicle);
  const certified = showToyotaCertifiedBadge(vehicle, site);
  // Every island gets the same model object, which React sends once.
  const specifications = model.details.length + model.keyInfo.length + model.caravan.length > 0;

  return (
    <div className="space-y-10" data-testid="vehicle-content">
      {specifications ? <KeptVehicleContent part="specifications" model={model} className="space-y-10" /> : null}

      {certified ? (
        <Section id="vehicle-certified" title="Toyota Certified Pre-Owned" className="rounded-lg border border-gray-300 p-5">
          <p className="mb-3 text-gray-700">This car is a Toyota Certified Pre-Owned vehicle.</p>
          <CertifiedInfoDialog benefits={USED_CAR_BENEFITS} />
        </Section>
      ) : null}

      {model.finance ? <KeptVehicleContent part="finance-card" model={model} /> : null}

      {price !== undefined ? (
        <YouxQuote
          carId={vehicle.id}
          purchasePrice={price}
          year={vehicle.year}
          vin={vehicle.vin}
          nvic={vehicle.nvic}
          initial={quote ?? vehicle.youxQuote ?? undefined}
          heading="Your personalised quote"
        />
      ) : null}

      {isInStock(vehicle) ? (
        <LazyFinanceCalculator
          settings={calculatorSettings(site, { groups: financeSettings?.groups })}
          carPrice={price}
          carTitle={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
          disclaimer={financeSettings?.disclaimer ?? DEFAULT_FINANCE_DISCLAIMER}
          enquirePath={financeEnquiryPath(vehicle)}
        />
      ) : null}

      <KeptVehicleContent part="about" model={model} />

      {site.features.trade_in ? <KeptVehicleContent part="trade-in-faq" model={model} /> : null}
    </div>
  );
}
