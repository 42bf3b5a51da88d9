/**
 * Reserve (issue 16; spec §4 Reserve, §9): /cars/{slug}/checkout or /cars/{slug}/buy-online — one of
 * them per site (features.checkout_path; the other is a 404). The car and its price, the deposit and
 * the 48-hour hold in the dealer's words, then the contact details, the payment and the confirmation
 * (ReserveCheckout, the client island). Gated where the site says so (the proxy redirects signed-out
 * visitors; this checks the session itself too). A car that cannot be reserved says so, with a way on.
 */
import { HOLD_HOURS } from '@forecourt/schemas/checkout';
import { normaliseAuPhone } from '@forecourt/schemas/leads';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { reserveTerms } from '@/components/vehicle/content/model';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { reserveDeposit, showReserve } from '@/domain/buttons';
import { garageEnabled } from '@/domain/garage';
import { priceDisplay } from '@/domain/price';
import { vehicleTitle } from '@/domain/vehicle-title';
import { currentUser } from '@/lib/auth/current-user';
import { content } from '@/lib/content';
import { gateFor, signInPath } from '@/lib/routes/gates';
import { findVehicle, searchEngine } from '@/lib/search';
import { loadSite } from '@/lib/tenancy/current-site';
import { vehicleTimeZone } from '@/lib/vehicle-pdf/summary';
import { ReserveCheckout } from './ReserveCheckout';

export type CheckoutKind = 'checkout' | 'buy-online';

export async function CheckoutPage({ siteSlug, rawSlug, kind }: { siteSlug: string; rawSlug: string; kind: CheckoutKind }) {
  const site = await loadSite(siteSlug);
  if (!site.features.reserve || site.features.checkout_path !== kind) notFound();
  const slug = decodeURIComponent(rawSlug);
  const path = `/cars/${encodeURIComponent(slug)}/${kind}`;
  const user = await currentUser(site);
  if (!user && gateFor(path, site.features.gated_routes) === 'checkout') redirect(signInPath('checkout', path, `/cars/${encodeURIComponent(slug)}`));
  const [engine, locations] = await Promise.all([searchEngine(), content.locations(site)]);
  const vehicle = await findVehicle(engine, site, slug);
  if (!vehicle) notFound();
  const title = vehicleTitle(vehicle);
  const deposit = reserveDeposit(site);
  const carHref = `/cars/${encodeURIComponent(vehicle.slug)}`;

  if (!showReserve(vehicle, site) || deposit === undefined) {
    return (
      <div className="container-page max-w-3xl py-10">
        <h1 className="text-3xl font-bold">{vehicle.reserved ? 'This car has just been reserved' : "This car can't be reserved online"}</h1>
        <p className="mt-4 text-gray-800">
          {vehicle.reserved
            ? `Another buyer has reserved the ${title}. If they do not go ahead it will be available again, or we can help you find one like it.`
            : `The ${title} is not available to reserve online. Our team can still help you with it.`}
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

  const price = priceDisplay(vehicle, site);
  const image = vehicle.primary_image_url ?? vehicle.images[0]?.url;
  return (
    <div className="container-page max-w-5xl py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={carHref} className="font-semibold text-brand-text underline underline-offset-4">
          Back to the car
        </Link>
      </nav>
      <h1 className="mt-3 text-3xl font-bold md:text-4xl">Reserve the {title}</h1>
      {/* The summary comes first in reading order (the car, the deposit, the terms, then the form), as on a
          390 px phone; on wide screens it sits beside the form. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <aside aria-labelledby="reserve-summary-heading" className="h-fit min-w-0 rounded-xl border border-gray-300 p-5 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
          <h2 id="reserve-summary-heading" className="text-xl font-bold">
            Your reservation
          </h2>
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element -- the feed's own photo, as on result cards
            <img src={image} alt={title} width={640} height={427} className="mt-3 aspect-[3/2] w-full rounded-md object-cover" />
          ) : null}
          <p className="mt-3 font-semibold">{title}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-700">Price</dt>
            <dd className="font-semibold">{price.text}</dd>
            <dt className="text-gray-700">Stock number</dt>
            <dd>{vehicle.stocknum}</dd>
            <dt className="text-gray-700">Deposit today</dt>
            <dd className="font-semibold">{deposit}</dd>
            <dt className="text-gray-700">Hold</dt>
            <dd>{HOLD_HOURS} hours from payment</dd>
          </dl>
          <p className="mt-3 text-sm font-semibold">We hold the car for {HOLD_HOURS} hours.</p>
          <h3 className="mt-4 font-bold">Refund terms</h3>
          <p className="mt-1 text-sm text-gray-800">{reserveTerms(site, deposit)}</p>
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ReserveCheckout
            carId={vehicle.id}
            carHref={carHref}
            depositText={deposit}
            garageHref={garageEnabled(site) ? '/my-garage' : undefined}
            timeZone={vehicleTimeZone(vehicle)}
            prefill={{ phone: user ? (normaliseAuPhone(user.phone) ?? '') : '' }}
            locations={locations.length > 1 ? locations.map((l) => ({ id: l.location_id, name: l.name })) : []}
          />
        </div>
      </div>
    </div>
  );
}
