import type { Vehicle } from '@forecourt/schemas/vehicle';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { dealerComments } from '@/domain/dealer-comments';
import { calculatorSettings, DEFAULT_FINANCE_DISCLAIMER, formatRepayment, formatWholeDollars, isEnquireForFinance } from '@/domain/finance-calculator';
import { isInStock } from '@/domain/display-state';
import { displayedAmount } from '@/domain/price';
import type { SpecEntry } from '@/domain/specs';
import type { FinanceSettings, Location, Site } from '@/lib/content/models';
import { LazyFinanceCalculator } from '@/components/finance/calculator/LazyFinanceCalculator';
import { YouxQuote } from '@/components/finance/quote/YouxQuote';
import { ServiceAdvantagePanel } from '@/components/service/ServiceAdvantagePanel';
import { financeEnquiryPath } from '@/lib/vehicle/links';
import { CertifiedInfoDialog } from './CertifiedInfoDialog';
import { ExpandableText } from './ExpandableText';
import {
  FEATURES_VISIBLE,
  KEY_INFO_VISIBLE,
  PROTECTION_PRODUCTS,
  USED_CAR_BENEFITS,
  caravanSpecs,
  financeCard,
  keyInformation,
  preApprovedHref,
  reserveOnline,
  showToyotaCertifiedBadge,
  tradeInFaq,
  vehicleDetails,
  vehicleFeatures,
  whatsIncluded,
  whyBuyFromUs,
  type FinanceCardModel,
  type IncludedItem,
} from './model';
import { vehicleTabs, type VehicleTabId } from './tabs';
import { TabsClient } from './TabsClient';
import { FeatureList, KeyInformationGrid } from './ToggleList';

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
}

const h2 = 'text-2xl font-bold text-gray-900';
const h3 = 'text-lg font-bold text-gray-900';
const brandButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-5 text-base font-bold text-brand-ink hover:opacity-90';
const outlineButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-gray-500 bg-white px-5 text-base font-semibold text-gray-900 hover:bg-gray-100';

function Section({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} data-section={id} className={className}>
      <h2 id={`${id}-title`} className={h2}>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function SpecList({ entries, testId }: { entries: SpecEntry[]; testId: string }) {
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2" data-testid={testId}>
      {entries.map((e) => (
        <div key={e.key} data-key={e.key} className="spec-row">
          <dt className="text-gray-700">{e.label}</dt>
          <dd className="text-right font-semibold text-gray-900">{e.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`tick-list grid gap-2 sm:grid-cols-2 ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

// ---- finance card

function FinanceCard({ card }: { card: FinanceCardModel }) {
  const e = card.estimate;
  const weekly = e?.weekly ?? null;
  const monthly = e?.monthly ?? null;
  const headline =
    weekly !== null
      ? { amount: weekly, unit: 'per week' }
      : monthly !== null
        ? { amount: monthly, unit: 'per month' }
        : undefined;
  return (
    <section aria-labelledby="vehicle-finance-title" data-section="vehicle-finance" className="rounded-lg border border-gray-300 bg-white p-5">
      <h2 id="vehicle-finance-title" className={h2}>
        Car Finance
      </h2>
      {e && headline ? (
        <div className="mt-3" data-testid="finance-estimate">
          <p className="text-gray-900">
            {isEnquireForFinance(headline.amount) ? (
              <span className="text-2xl font-bold">{formatRepayment(headline.amount)}</span>
            ) : (
              <>
                <span className="text-3xl font-bold tabular-nums">{formatWholeDollars(headline.amount)}</span>{' '}
                <span className="text-gray-700">{headline.unit}*</span>
              </>
            )}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-gray-700">Term</dt>
              <dd className="font-semibold text-gray-900">{e.termYears} years</dd>
            </div>
            <div>
              <dt className="text-gray-700">Final payment</dt>
              <dd className="font-semibold text-gray-900">{e.finalPayment}</dd>
            </div>
            <div>
              <dt className="text-gray-700">Deposit</dt>
              <dd className="font-semibold text-gray-900">{formatWholeDollars(e.deposit)}</dd>
            </div>
            {e.interestRate ? (
              <div>
                <dt className="text-gray-700">Interest rate</dt>
                <dd className="font-semibold text-gray-900">{e.interestRate} p.a.</dd>
              </div>
            ) : null}
            {e.comparisonRate ? (
              <div>
                <dt className="text-gray-700">Comparison rate</dt>
                <dd className="font-semibold text-gray-900">{e.comparisonRate} p.a.</dd>
              </div>
            ) : null}
          </dl>
          {e.offerEnds ? <p className="mt-2 text-sm font-semibold text-gray-900">{e.offerEnds}</p> : null}
        </div>
      ) : (
        <p className="mt-3 text-gray-700">Know your budget before you buy: get pre-approved for finance on this car.</p>
      )}
      <p className="mt-4">
        <Link href={card.href} className={brandButton}>
          Get Pre-Approved
        </Link>
      </p>
      {e ? (
        <div id="financeDisclaimer" className="mt-4 text-xs text-gray-700">
          <ExpandableText
            text={`*${e.disclaimer.text}`}
            full={`*${e.disclaimer.full}`}
            truncated={e.disclaimer.truncated}
            moreLabel="Show More"
            lessLabel="Show Less"
            subject="finance disclaimer"
          />
        </div>
      ) : null}
    </section>
  );
}

// ---- tab panels

function PanelHeading({ children }: { children: ReactNode }) {
  return <h3 className="sr-only">{children}</h3>;
}


function UsedCarBanner({ benefits }: { benefits: readonly string[] }) {
  return (
    <div data-testid="used-car-banner" className="rounded-lg bg-brand p-4 text-brand-ink">
      <h4 className="text-lg font-bold">Every pre-owned car comes with</h4>
      <CheckList items={benefits} className="mt-3 font-semibold lg:grid-cols-3" />
    </div>
  );
}

function IncludedBlock({ item, vehicle }: { item: IncludedItem; vehicle: Vehicle }) {
  switch (item.kind) {
    case 'service_advantage':
      return <ServiceAdvantagePanel advantage={item.advantage} model={item.advantage.model ?? `Toyota ${vehicle.model}`} headingClassName={h3} />;
    case 'used_car_benefits':
      return <UsedCarBanner benefits={item.benefits} />;
    default:
      return null;
  }
}

function WhatsIncludedPanel({ vehicle, site }: { vehicle: Vehicle; site: Site }) {
  const items = whatsIncluded(vehicle, site);
  const blocks = items.filter((i) => i.kind === 'service_advantage' || i.kind === 'used_car_benefits');
  const lines = items.flatMap((i) => (i.kind === 'warranty' ? [i.text] : []));
  const report = items.find((i) => i.kind === 'history_report');
  return (
    <div className="space-y-4 text-gray-900">
      <PanelHeading>What&apos;s Included</PanelHeading>
      {blocks.map((item) => (
        <IncludedBlock key={item.kind} item={item} vehicle={vehicle} />
      ))}
      {lines.length ? <CheckList items={lines} /> : null}
      {report?.kind === 'history_report' ? (
        <p>
          A vehicle history report is available for this car:{' '}
          <a href={report.href} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2 hover:no-underline">
            View the Car History Report<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-gray-700">Ask our team what&apos;s included with this car, such as its service history, any remaining warranty and accessories.</p>
      ) : null}
    </div>
  );
}

function DealerCommentsPanel({ vehicle }: { vehicle: Vehicle }) {
  const comments = dealerComments(vehicle.dealercomments);
  return (
    <div data-testid="dealer-comments" className="text-gray-900">
      <PanelHeading>Dealer Comments</PanelHeading>
      {comments.pending ? (
        <p className="text-gray-700">{comments.full}</p>
      ) : (
        <ExpandableText text={comments.text} full={comments.full} truncated={comments.truncated} subject="dealer comments" />
      )}
    </div>
  );
}

function WhyBuyFromUsPanel({ vehicle, site }: { vehicle: Vehicle; site: Site }) {
  const why = whyBuyFromUs(vehicle, site);
  return (
    <div data-testid="why-buy-from-us" data-kind={why.kind}>
      <PanelHeading>Why Buy From Us?</PanelHeading>
      <p className="mb-3 text-gray-700">Why buy from {site.name}:</p>
      {why.kind === 'guarantees' ? (
        <div className="rounded-lg bg-brand p-4 text-brand-ink">
          <CheckList items={why.items} className="font-semibold" />
        </div>
      ) : (
        <CheckList items={why.items} className="text-gray-900" />
      )}
    </div>
  );
}

function ReservePanel({ vehicle, site }: { vehicle: Vehicle; site: Site }) {
  const reserve = reserveOnline(vehicle, site);
  if (!reserve) return null;
  return (
    <div data-testid="reserve-online" className="text-gray-900">
      <PanelHeading>Reserve Online</PanelHeading>
      <p>{reserve.copy}</p>
      <p className="mt-4">
        <Link
          href={reserve.href}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-green-800 px-5 text-base font-bold text-white hover:bg-green-900"
        >
          Reserve Now for {reserve.deposit}
        </Link>
      </p>
    </div>
  );
}

function ProtectPanel({ vehicle }: { vehicle: Vehicle }) {
  return (
    <div data-testid="protect-your-car" className="text-gray-900">
      <PanelHeading>Protect Your Car</PanelHeading>
      <p>Keep your car looking and running like the day you bought it. Ask us about:</p>
      <CheckList items={PROTECTION_PRODUCTS} className="mt-3" />
      <p className="mt-4">
        <Link href={preApprovedHref(vehicle)} className={outlineButton}>
          Ask About Protection
        </Link>
      </p>
    </div>
  );
}

function FeaturesPanel({ features }: { features: string[] }) {
  return (
    <div>
      <PanelHeading>Features</PanelHeading>
      <FeatureList features={features} visible={FEATURES_VISIBLE} />
    </div>
  );
}

/**
 * The vehicle page's main column (spec §2 "Vehicle page"): details, key information, caravan
 * specifications, Toyota certified info, finance card, the tabs (dealer comments, what's included —
 * with Toyota Service Advantage or the used-car banner —, why buy from us, reserve online, protect
 * your car, features) and the trade-in FAQ. Each piece of content appears once.
 */
export function VehicleContent({ vehicle, site, now, location, finance: financeSettings }: VehicleContentProps) {
  const details = vehicleDetails(vehicle);
  const keyInfo = keyInformation(vehicle, site, now, location);
  const caravan = caravanSpecs(vehicle);
  const features = vehicleFeatures(vehicle);
  const finance = financeCard(vehicle, site, now, financeSettings);
  // The partner's quote and the calculator are for a car that can be bought: in stock, with a price shown.
  const quoteable = isInStock(vehicle) ? displayedAmount(vehicle) : undefined;
  const certified = showToyotaCertifiedBadge(vehicle, site);
  const tabs = vehicleTabs(vehicle, site, now);

  const panels: Record<VehicleTabId, ReactNode> = {
    'dealer-comments': <DealerCommentsPanel vehicle={vehicle} />,
    'whats-included': <WhatsIncludedPanel vehicle={vehicle} site={site} />,
    'why-buy-from-us': <WhyBuyFromUsPanel vehicle={vehicle} site={site} />,
    'reserve-online': <ReservePanel vehicle={vehicle} site={site} />,
    'protect-your-car': <ProtectPanel vehicle={vehicle} />,
    features: <FeaturesPanel features={features} />,
  };

  return (
    <div className="space-y-10" data-testid="vehicle-content">
      {details.length ? (
        <Section id="vehicle-details" title="Vehicle Details">
          <SpecList entries={details} testId="vehicle-details" />
        </Section>
      ) : null}

      {keyInfo.length ? (
        <Section id="vehicle-key-information" title="Key Information">
          <KeyInformationGrid entries={keyInfo} visible={KEY_INFO_VISIBLE} />
        </Section>
      ) : null}

      {caravan.length ? (
        <Section id="vehicle-caravan-specifications" title="Caravan Specifications">
          <SpecList entries={caravan} testId="caravan-specifications" />
        </Section>
      ) : null}

      {certified ? (
        <Section id="vehicle-certified" title="Toyota Certified Pre-Owned" className="rounded-lg border border-gray-300 p-5">
          <p className="mb-3 text-gray-700">This car is a Toyota Certified Pre-Owned vehicle.</p>
          <CertifiedInfoDialog benefits={USED_CAR_BENEFITS} />
        </Section>
      ) : null}

      {finance ? <FinanceCard card={finance} /> : null}

      {quoteable ? (
        <YouxQuote
          carId={vehicle.id}
          purchasePrice={quoteable.amount}
          year={vehicle.year}
          vin={vehicle.vin}
          nvic={vehicle.nvic}
          initial={vehicle.youxQuote ?? undefined}
          heading="Your personalised quote"
        />
      ) : null}

      {isInStock(vehicle) ? (
        <LazyFinanceCalculator
          settings={calculatorSettings(site, { groups: financeSettings?.groups })}
          carPrice={quoteable?.amount}
          carTitle={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
          disclaimer={financeSettings?.disclaimer ?? DEFAULT_FINANCE_DISCLAIMER}
          enquirePath={financeEnquiryPath(vehicle)}
        />
      ) : null}

      <Section id="vehicle-more" title="About This Car">
        <TabsClient tabs={tabs} panels={panels} label={`About this ${vehicle.make} ${vehicle.model}`} />
      </Section>

      {site.features.trade_in ? (
        <Section id="vehicle-trade-in-faq" title="Trade-In FAQ">
          <div className="divide-y divide-gray-200 rounded-lg border border-gray-300">
            {tradeInFaq().map((faq) => (
              <details key={faq.id} data-faq={faq.id} className="group px-4">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 [&::-webkit-details-marker]:hidden">
                  <h3 className="text-base font-semibold text-gray-900">{faq.question}</h3>
                  <svg viewBox="0 0 20 20" width="18" height="18" className="shrink-0 text-gray-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" aria-hidden="true" focusable="false">
                    <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </summary>
                <p className="pb-4 text-gray-700">{faq.answer}</p>
              </details>
            ))}
          </div>
          <p className="mt-4">
            <Link href="/trade-in" className={outlineButton}>
              Value My Trade-In
            </Link>
          </p>
        </Section>
      ) : null}
    </div>
  );
}
