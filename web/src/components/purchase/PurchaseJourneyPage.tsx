/**
 * Online purchase (issue 16; spec §2): /checkout-journey?car_id={slug or id} — a guided deal for a
 * car the site sells online (domain/buttons.ts showOnlinePurchase), for a signed-in shopper (the deal
 * is kept on their account so another device resumes it: every site redirects a signed-out visitor
 * to sign in, whatever its gated routes say). A submitted deal shows its confirmation; a car that
 * cannot be bought online says so, with a way on. The journey itself is the client island.
 */
import { HOLD_HOURS, type PurchaseDealView } from '@forecourt/schemas/checkout';
import { normaliseAuPhone } from '@forecourt/schemas/leads';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { leadFormMeta } from '@/components/leads/schema-meta';
import { reserveTerms } from '@/components/vehicle/content/model';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { reserveDeposit, showOnlinePurchase } from '@/domain/buttons';
import { calculatorSettings } from '@/domain/finance-calculator';
import { garageEnabled } from '@/domain/garage';
import { currentUser } from '@/lib/auth/current-user';
import { heldReservationOfDeal, latestDeal } from '@/lib/db/purchase-deals';
import { leadCarFrom } from '@/lib/leads/client/car';
import { leadFormOptions } from '@/lib/leads/intake/form-options';
import { appPurchaseDeps } from '@/lib/purchase/app';
import { dealCar } from '@/lib/purchase/deal-car';
import { dealerToday, pickupLocations } from '@/lib/purchase/deals';
import { dealView } from '@/lib/purchase/view';
import { signInPath } from '@/lib/routes/gates';
import { loadSite } from '@/lib/tenancy/current-site';
import { PurchaseConfirmation } from './PurchaseConfirmation';
import { PurchaseJourney } from './PurchaseJourney';

export const PURCHASE_PAGE_TITLE = 'Buy this car online';

function Unavailable({ title, reserved, carHref }: { title: string; reserved: boolean; carHref: string }) {
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold">{reserved ? 'This car has just been reserved' : "This car can't be bought online"}</h1>
      <p className="mt-4 text-gray-800">
        {reserved
          ? `Another buyer has reserved the ${title}. If they do not go ahead it will be available again, or we can help you find one like it.`
          : `The ${title} is not available to buy online. Our team can still help you with it.`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={carHref} className={inline(buttonClass.outline)}>
          Back to the {title}
        </Link>
        <Link href="/search" className={inline(buttonClass.primary)}>
          Search our stock
        </Link>
      </div>
    </div>
  );
}

export async function PurchaseJourneyPage({ siteSlug, carId }: { siteSlug: string; carId: string | undefined }) {
  const site = await loadSite(siteSlug);
  const wanted = carId?.trim() ?? '';
  if (!site.features.reserve || !wanted || wanted.length > 200) notFound();
  const path = `/checkout-journey?car_id=${encodeURIComponent(wanted)}`;
  const user = await currentUser(site);
  if (!user) redirect(signInPath('checkout', path, `/cars/${encodeURIComponent(wanted)}`));
  const deps = await appPurchaseDeps();
  const vehicle = await deps.findCar(site, wanted);
  if (!vehicle) notFound();
  const carHref = `/cars/${encodeURIComponent(vehicle.slug)}`;
  const snapshot = dealCar(vehicle, site);
  const deal = await latestDeal(deps.db, { site: site.slug, userId: user.id, carId: vehicle.id });
  const garageHref = garageEnabled(site) ? '/my-garage' : undefined;
  const deposit = reserveDeposit(site);

  const frame = (body: React.ReactNode) => (
    <div className="container-page max-w-6xl py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={carHref} className="font-semibold text-brand-text underline underline-offset-4">
          Back to the car
        </Link>
      </nav>
      <h1 className="mt-3 text-3xl font-bold md:text-4xl">Buy the {snapshot.title} online</h1>
      <div className="mt-6">{body}</div>
    </div>
  );

  if (deal?.status === 'submitted') return frame(<PurchaseConfirmation siteName={site.name} carTitle={snapshot.title} carHref={carHref} garageHref={garageHref} />);
  const draft = deal?.status === 'draft' ? deal : undefined;
  if ((!draft && !showOnlinePurchase(vehicle, site)) || deposit === undefined) return <Unavailable title={snapshot.title} reserved={!!vehicle.reserved} carHref={carHref} />;

  const settings = calculatorSettings(site);
  const allLocations = await deps.locations(site);
  const locations = pickupLocations(allLocations).map((l) => ({ id: l.location_id, name: l.name }));
  const held = draft ? await heldReservationOfDeal(deps.db, site.slug, draft.id) : undefined;
  const context = { deposit: site.features.reserve_deposit ?? 0, settings, ...(held ? { heldReservationId: held.id } : {}) };
  // Before the first save there is no deal yet: the car step is shown from the car itself.
  const initial: PurchaseDealView = dealView(
    draft ?? { id: '', status: 'draft', step: 'car', car: snapshot, carId: vehicle.id, carSlug: vehicle.slug, data: {}, reservationId: null, leadId: null },
    context,
  );
  // The shopper's own car is valued by the site's wizard (its trade-in feature), whatever car they buy.
  const tradeInOptions = site.features.trade_in ? leadFormOptions(site, allLocations) : undefined;
  const tradeIn = tradeInOptions
    ? { options: tradeInOptions, form: leadFormMeta('trade_in', tradeInOptions), siteName: site.name, car: leadCarFrom(vehicle, snapshot.title) }
    : undefined;

  return frame(
    <PurchaseJourney
      initial={initial}
      carId={vehicle.id}
      carHref={carHref}
      siteName={site.name}
      today={dealerToday(deps.now(), snapshot.time_zone)}
      holdHours={HOLD_HOURS}
      locations={locations}
      {...(tradeIn ? { tradeIn } : {})}
      finance={{ rate: settings.interestRate, defaultRate: settings.defaultInterestRate, defaultTerm: Math.round(settings.defaultTermYears), defaultFrequency: settings.defaultFrequency }}
      settings={settings}
      applyHref={`/apply-for-finance?car_id=${encodeURIComponent(vehicle.slug)}`}
      prefill={{ phone: normaliseAuPhone(user.phone) ?? '' }}
      termsText={reserveTerms(site, deposit)}
      {...(garageHref ? { garageHref } : {})}
    />,
  );
}
