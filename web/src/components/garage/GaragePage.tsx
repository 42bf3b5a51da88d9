/**
 * My garage (issue 14 item 6): the signed-in shopper's watchlist with each car's price now, any drop
 * since it was saved and its recorded price history, the SMS alerts switch (lib/watch-alerts), their
 * favourites, recently viewed cars and searches (kept in the browser), and their enquiries on this
 * site. Always gated: the proxy sends signed-out visitors to sign-in, and this page checks the session
 * itself (a stale or forged cookie goes the same way).
 */
import { normaliseAuPhone } from '@forecourt/schemas/leads';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { SignOutButton } from '@/components/account/SignOutButton';
import { WatchlistButton } from '@/components/account/WatchlistButton';
import { WatchlistToaster } from '@/components/account/WatchlistToaster';
import { vehicleTitle } from '@/domain/vehicle-title';
import { formatPrice, priceDisplay } from '@/domain/price';
import { isInStock } from '@/domain/display-state';
import { garageEnabled } from '@/domain/garage';
import { priceDropSinceSaved } from '@/domain/watchlist';
import { currentUser } from '@/lib/auth/current-user';
import { maskedMobile } from '@/lib/auth/phone';
import type { Site } from '@/lib/content';
import { db, leadsByPhone, priceAlertsOf, watchedCarPriceHistory, watchlistEntries } from '@/lib/db';
import type { WatchedCarPriceRow } from '@/lib/db/schema';
import { signInPath } from '@/lib/routes/gates';
import { findVehicleBy, searchEngine } from '@/lib/search';
import { GarageDeals } from '@/components/purchase/GarageDeals';
import { GarageLocalLists } from './GarageLocalLists';
import { GarageReservations } from './GarageReservations';
import { PriceAlertsToggle } from './PriceAlertsToggle';

const DATE = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'Australia/Sydney' });

export async function GaragePage({ site, path }: { site: Site; path: string }) {
  if (!garageEnabled(site)) notFound();
  const user = await currentUser(site);
  if (!user) redirect(signInPath('my-garage', path, '/'));
  const database = await db();
  const [entries, engine] = await Promise.all([site.features.watchlist ? watchlistEntries(database, site.slug, user.id) : Promise.resolve([]), searchEngine()]);
  // Leads keep the number as the lead forms normalise it (national digits).
  const national = normaliseAuPhone(user.phone);
  const [cars, enquiries, history, priceAlerts] = await Promise.all([
    Promise.all(entries.map((entry) => findVehicleBy(engine, site, 'id', entry.carId))),
    leadsByPhone(database, site.slug, national ? [national] : []),
    site.features.watchlist ? watchedCarPriceHistory(database, site.slug, entries.map((e) => e.carId)) : Promise.resolve(new Map<string, WatchedCarPriceRow[]>()),
    site.features.watchlist ? priceAlertsOf(database, site.slug, user.id) : Promise.resolve(false),
  ]);
  return (
    <div className="container-page max-w-5xl py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold md:text-4xl">My garage</h1>
          <p className="mt-2 text-gray-700">
            Signed in as <strong>{maskedMobile(user.phone)}</strong>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <SignOutButton to="/" />
          <SignOutButton to="/" everywhere />
        </div>
      </div>

      {site.features.reserve ? <GarageReservations database={database} site={site.slug} userId={user.id} /> : null}
      {/* Unfinished online purchases, to carry on here or on another device. */}
      {site.features.reserve ? <GarageDeals site={site} user={user} /> : null}

      {site.features.watchlist ? (
        <section aria-labelledby="garage-watchlist" className="mt-10" id="watchlist">
          <h2 id="garage-watchlist" className="text-2xl font-bold">
            Watchlist
          </h2>
          <PriceAlertsToggle initial={priceAlerts} />
          {entries.length === 0 ? (
            <p className="mt-3 text-gray-700">
              No cars in your watchlist yet. <Link href="/search/new-used-and-demo-cars" className="font-semibold text-brand-text underline">Browse our stock</Link> and press Watchlist on a car to keep it here.
            </p>
          ) : (
            <ul className="mt-4 grid gap-4 md:grid-cols-2" data-watchlist="">
              {entries.map((entry, i) => (
                <WatchedCar key={entry.carId} site={site} carId={entry.carId} car={cars[i]} savedAt={entry.savedAt} priceAtSave={entry.priceAtSave} history={history.get(entry.carId) ?? []} />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <GarageLocalLists favouritesEnabled={site.features.favourites} />

      <section aria-labelledby="garage-enquiries" className="mt-10" id="enquiries">
        <h2 id="garage-enquiries" className="text-2xl font-bold">
          My enquiries
        </h2>
        {enquiries.length === 0 ? (
          <p className="mt-3 text-gray-700">Enquiries you send {site.name} with this mobile number show here.</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200" data-enquiries="">
            {enquiries.map((lead) => (
              <li key={lead.id} className="p-4">
                <p className="font-semibold">{lead.subcategory ? `${lead.category}: ${lead.subcategory}` : lead.category}</p>
                <p className="text-sm text-gray-700">
                  Sent <time dateTime={lead.createdAt.toISOString()}>{DATE.format(lead.createdAt)}</time>
                  {carName(lead.car) ? ` · ${carName(lead.car)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {site.features.watchlist ? <WatchlistToaster /> : null}
    </div>
  );
}

function carName(car: unknown): string | undefined {
  if (typeof car !== 'object' || car === null) return undefined;
  const c = car as Record<string, unknown>;
  const name = [c.year, c.make, c.model].filter((v) => typeof v === 'string' || typeof v === 'number').join(' ');
  return name || undefined;
}

/**
 * The car's recorded prices and sale (lib/watch-alerts check), newest first; nothing while every
 * recorded row is just the price it was saved at.
 */
function PriceHistory({ rows, priceAtSave }: { rows: readonly WatchedCarPriceRow[]; priceAtSave: number | null }) {
  if (rows.every((r) => r.status === 'in_stock' && r.price === priceAtSave)) return null;
  return (
    <div className="mt-2">
      <p className="text-sm font-semibold">Price history</p>
      <ul className="text-sm text-gray-700" data-price-history="">
        {rows.map((row) => (
          <li key={row.id}>
            <time dateTime={row.recordedAt.toISOString()}>{DATE.format(row.recordedAt)}</time> —{' '}
            {row.status === 'sold' ? 'Sold' : row.price !== null ? formatPrice(row.price) : 'No price shown'}
          </li>
        ))}
      </ul>
    </div>
  );
}

function WatchedCar({ site, carId, car, savedAt, priceAtSave, history }: { site: Site; carId: string; car: Vehicle | undefined; savedAt: Date; priceAtSave: number | null; history: readonly WatchedCarPriceRow[] }) {
  const saved = <time dateTime={savedAt.toISOString()}>{DATE.format(savedAt)}</time>;
  if (!car) {
    // Gone from the feed altogether: say so rather than hide it, and let the shopper remove it.
    return (
      <li className="rounded-lg border border-gray-200 p-4" data-watched-car={carId}>
        <p className="font-semibold">This car is no longer listed</p>
        <p className="text-sm text-gray-700">Saved {saved}</p>
        <PriceHistory rows={history} priceAtSave={priceAtSave} />
        <WatchlistButton carId={carId} name="This car" status="sold" className="mt-3" />
      </li>
    );
  }
  const title = vehicleTitle(car);
  const price = priceDisplay(car, site);
  const drop = priceDropSinceSaved(priceAtSave, car);
  const image = car.primary_image_url ?? car.images[0]?.url;
  return (
    <li className="flex gap-4 rounded-lg border border-gray-200 p-4" data-watched-car={car.id}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
        <img src={image} alt="" width={120} height={80} className="h-20 w-30 shrink-0 rounded object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <Link href={`/cars/${encodeURIComponent(car.slug)}`} className="font-semibold text-brand-text underline underline-offset-2 hover:no-underline">
          {title}
        </Link>
        {isInStock(car) ? (
          <p className="mt-1 text-lg font-bold">{price.text || site.no_price_text}</p>
        ) : (
          <p className="mt-1 inline-block rounded bg-gray-900 px-2 py-0.5 text-sm font-bold text-white">SOLD</p>
        )}
        {drop ? <p className="text-sm font-semibold text-green-800">Price dropped {formatPrice(drop)} since you saved it</p> : null}
        <p className="text-sm text-gray-700">
          Saved {saved}
          {priceAtSave ? ` at ${formatPrice(priceAtSave)}` : ''}
        </p>
        <PriceHistory rows={history} priceAtSave={priceAtSave} />
        <WatchlistButton carId={car.id} name={title} status={car.status} className="mt-3" />
      </div>
    </li>
  );
}
