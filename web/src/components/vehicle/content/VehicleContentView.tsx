/**
 * The vehicle page's main column as markup from data (spec §2 "Vehicle page"): the sections and tab
 * panels nothing in the browser changes, drawn by the server and kept by the browser as they are
 * (KeptVehicleContent, ui/kept-markup.tsx), so React sends their data, not their markup. Client-safe
 * and static: links are plain anchors, Show more buttons switch what the server drew.
 */
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { SpecEntry } from '@/domain/specs';
import { formatRepayment, formatWholeDollars, isEnquireForFinance } from '@/domain/finance-calculator';
import { ServiceAdvantagePanel } from '@/components/service/ServiceAdvantagePanel';
import { ExpandableText } from './ExpandableText';
import { H2_CLASS, Section } from './Section';
import { FEATURES_VISIBLE, KEY_INFO_VISIBLE, PROTECTION_PRODUCTS, tradeInFaq, type CutText, type FinanceCardModel, type IncludedItem, type ReserveModel, type WhyBuyFromUs } from './model';
import type { VehicleTabId } from './tabs';
import { FeatureList, KeyInformationGrid } from './ToggleList';
import { VehicleMapView, type VehicleMapModel } from '../VehicleMapView';

type DealerComments = CutText & { pending: boolean };

/** What the kept parts of the main column show, computed on the server (VehicleContent). */
export interface VehicleContentModel {
  details: SpecEntry[];
  keyInfo: SpecEntry[];
  caravan: SpecEntry[];
  finance?: FinanceCardModel;
  comments: DealerComments;
  included: IncludedItem[];
  /** The car's model, for Toyota Service Advantage without a model of its own. */
  carModel: string;
  why: WhyBuyFromUs;
  siteName: string;
  reserve?: ReserveModel;
  protectHref: string;
  features: string[];
  /** The tabs of 'About This Car' (vehicleTabs) and the tab list's name. */
  tabs: { id: VehicleTabId; label: string }[];
  tabsLabel: string;
}

/** Which part of the column an island draws: the specification sections, the finance card, About This Car (tabs), the trade-in FAQ. */
export type VehicleContentPart = 'specifications' | 'finance-card' | 'about' | 'trade-in-faq';

/** An island of the column: one of its content parts, or the map section (VehicleMapSection) from its own model. */
export type VehicleContentViewProps = { part: VehicleContentPart; model: VehicleContentModel } | { part: 'map'; map: VehicleMapModel };

const h2 = H2_CLASS;
const h3 = 'text-lg font-bold text-gray-900';
const brandButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-5 text-base font-bold text-brand-ink hover:opacity-90';
const outlineButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-gray-500 bg-white px-5 text-base font-semibold text-gray-900 hover:bg-gray-100';

function SpecList({ entries, testId }: { entries: SpecEntry[]; testId: string }) {
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2" data-testid={testId}>
      {entries.map((e) => (
        <div key={e.key} data-key={e.key} className="spec-row">
          <dt>{e.label}</dt>
          <dd>{e.value}</dd>
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
        <a href={card.href} className={brandButton}>
          Get Pre-Approved
        </a>
      </p>
      {e ? (
        <div id="financeDisclaimer" className="mt-4 text-xs text-gray-700">
          <ExpandableText
            text={`*${e.disclaimer.cut ?? e.disclaimer.full}`}
            full={`*${e.disclaimer.full}`}
            truncated={e.disclaimer.cut !== undefined}
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

function IncludedBlock({ item, carModel }: { item: IncludedItem; carModel: string }) {
  switch (item.kind) {
    case 'service_advantage':
      return <ServiceAdvantagePanel advantage={item.advantage} model={item.advantage.model ?? `Toyota ${carModel}`} headingClassName={h3} />;
    case 'used_car_benefits':
      return <UsedCarBanner benefits={item.benefits} />;
    default:
      return null;
  }
}

function WhatsIncludedPanel({ items, carModel }: { items: IncludedItem[]; carModel: string }) {
  const blocks = items.filter((i) => i.kind === 'service_advantage' || i.kind === 'used_car_benefits');
  const lines = items.flatMap((i) => (i.kind === 'warranty' ? [i.text] : []));
  const report = items.find((i) => i.kind === 'history_report');
  return (
    <div className="space-y-4 text-gray-900">
      <PanelHeading>What&apos;s Included</PanelHeading>
      {blocks.map((item) => (
        <IncludedBlock key={item.kind} item={item} carModel={carModel} />
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

function DealerCommentsPanel({ comments }: { comments: DealerComments }) {
  return (
    <div data-testid="dealer-comments" className="text-gray-900">
      <PanelHeading>Dealer Comments</PanelHeading>
      {comments.pending ? (
        <p className="text-gray-700">{comments.full}</p>
      ) : (
        <ExpandableText text={comments.cut ?? comments.full} full={comments.full} truncated={comments.cut !== undefined} subject="dealer comments" />
      )}
    </div>
  );
}

function WhyBuyFromUsPanel({ why, siteName }: { why: WhyBuyFromUs; siteName: string }) {
  return (
    <div data-testid="why-buy-from-us" data-kind={why.kind}>
      <PanelHeading>Why Buy From Us?</PanelHeading>
      <p className="mb-3 text-gray-700">Why buy from {siteName}:</p>
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

function ReservePanel({ reserve }: { reserve?: ReserveModel }) {
  if (!reserve) return null;
  return (
    <div data-testid="reserve-online" className="text-gray-900">
      <PanelHeading>Reserve Online</PanelHeading>
      <p>{reserve.copy}</p>
      <p className="mt-4">
        <a
          href={reserve.href}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-green-800 px-5 text-base font-bold text-white hover:bg-green-900"
        >
          Reserve Now for {reserve.deposit}
        </a>
      </p>
    </div>
  );
}

function ProtectPanel({ href }: { href: string }) {
  return (
    <div data-testid="protect-your-car" className="text-gray-900">
      <PanelHeading>Protect Your Car</PanelHeading>
      <p>Keep your car looking and running like the day you bought it. Ask us about:</p>
      <CheckList items={PROTECTION_PRODUCTS} className="mt-3" />
      <p className="mt-4">
        <a href={href} className={outlineButton}>
          Ask About Protection
        </a>
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

function Specifications({ model }: { model: VehicleContentModel }) {
  return (
    <>
      {model.details.length ? (
        <Section id="vehicle-details" title="Vehicle Details">
          <SpecList entries={model.details} testId="vehicle-details" />
        </Section>
      ) : null}
      {model.keyInfo.length ? (
        <Section id="vehicle-key-information" title="Key Information">
          <KeyInformationGrid entries={model.keyInfo} visible={KEY_INFO_VISIBLE} />
        </Section>
      ) : null}
      {model.caravan.length ? (
        <Section id="vehicle-caravan-specifications" title="Caravan Specifications">
          <SpecList entries={model.caravan} testId="caravan-specifications" />
        </Section>
      ) : null}
    </>
  );
}

function TradeInFaq() {
  return (
    <Section id="vehicle-trade-in-faq" title="Trade-In FAQ">
      <div className="divide-y divide-gray-200 rounded-lg border border-gray-300">
        {tradeInFaq().map((faq) => (
          <details key={faq.id} data-faq={faq.id} className="faq-item">
            <summary>
              <h3>{faq.question}</h3>
              <Icon name="chevron-down" />
            </summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-4">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- kept markup: kept-markup.tsx routes same-site clicks through Next's router */}
        <a href="/trade-in" className={outlineButton}>
          Value My Trade-In
        </a>
      </p>
    </Section>
  );
}

/** globals.css `vehicle-tab` (a long list, once per tab). */
const TAB_CLASS = 'vehicle-tab';
const tabId = (id: string) => `vehicle-tab-${id}`;
const panelId = (id: string) => `vehicle-panel-${id}`;

function TabPanel({ id, model }: { id: VehicleTabId; model: VehicleContentModel }) {
  switch (id) {
    case 'dealer-comments':
      return <DealerCommentsPanel comments={model.comments} />;
    case 'whats-included':
      return <WhatsIncludedPanel items={model.included} carModel={model.carModel} />;
    case 'why-buy-from-us':
      return <WhyBuyFromUsPanel why={model.why} siteName={model.siteName} />;
    case 'reserve-online':
      return <ReservePanel reserve={model.reserve} />;
    case 'protect-your-car':
      return <ProtectPanel href={model.protectHref} />;
    case 'features':
      return <FeaturesPanel features={model.features} />;
  }
}

/**
 * The tabs (spec §2): every panel in the HTML, the inactive ones hidden by CSS; clicks, the arrow
 * keys, Home and End select (ui/tabs.ts, through kept-markup's listeners). One per page: fixed ids.
 */
function AboutThisCar({ model }: { model: VehicleContentModel }) {
  const [first] = model.tabs;
  if (!first) return null;
  return (
    <Section id="vehicle-more" title="About This Car">
      <div className="mt-4">
      <div role="tablist" aria-orientation="horizontal" aria-label={model.tabsLabel} className="flex gap-1 overflow-x-auto border-b border-gray-300">
        {model.tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={t.id === first.id}
            aria-controls={panelId(t.id)}
            data-state={t.id === first.id ? 'active' : 'inactive'}
            data-tab={t.id}
            tabIndex={t.id === first.id ? 0 : -1}
            className={TAB_CLASS}
          >
            {t.label}
          </button>
        ))}
      </div>
      {model.tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          data-state={t.id === first.id ? 'active' : 'inactive'}
          tabIndex={0}
          className="py-5 data-[state=inactive]:hidden"
        >
          <TabPanel id={t.id} model={model} />
        </div>
      ))}
      </div>
    </Section>
  );
}

export default function VehicleContentView(props: VehicleContentViewProps) {
  if (props.part === 'map') return <VehicleMapView model={props.map} />;
  const { part, model } = props;
  switch (part) {
    case 'specifications':
      return <Specifications model={model} />;
    case 'finance-card':
      return model.finance ? <FinanceCard card={model.finance} /> : null;
    case 'about':
      return <AboutThisCar model={model} />;
    case 'trade-in-faq':
      return <TradeInFaq />;
  }
}
