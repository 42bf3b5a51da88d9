/**
 * /print?car_id={slug} (spec §2: "Printable page, opens in a new tab"): one car of this site laid out
 * for paper — dealer logo and name, title, main image, price, stock number and VIN, featured specs,
 * the full dealer comments, location and phone, and the page address. Not indexed. An unknown or
 * missing car_id is a 404. On paper the site's header, footer and skip link are left out (this page
 * repeats the dealer's name, location and phone) and so is the Print button; nothing else is hidden.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { telHref } from '@/domain/phone';
import type { Site } from '@/lib/content';
import { findVehicle, searchEngine } from '@/lib/search';
import { loadSite } from '@/lib/tenancy/current-site';
import { vehicleSummary } from '@/lib/vehicle-pdf/summary';
import { PrintPageButton } from './PrintPageButton';
// On paper: the site's header and footer hidden, A4 (a stylesheet, so no <style> in the body).
import './print.css';

// The car's price and status change: render per request.
export const dynamic = 'force-dynamic';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

async function load({ params, searchParams }: PageProps<'/[site]/print'>) {
  const site = await loadSite((await params).site);
  if (!site.features.print) notFound();
  const raw = (await searchParams).car_id;
  const slug = typeof raw === 'string' ? raw.trim() : '';
  if (!SLUG.test(slug)) notFound();
  const vehicle = await findVehicle(await searchEngine(), site, slug);
  if (!vehicle) notFound();
  return { site, vehicle };
}

export async function generateMetadata(props: PageProps<'/[site]/print'>): Promise<Metadata> {
  const { site, vehicle } = await load(props);
  const { title } = vehicleSummary(vehicle, site, { now: new Date() });
  return { title: `Print: ${title}`, robots: { index: false, follow: false } };
}

function DealerMark({ site }: { site: Site }) {
  const logo = site.theme.logo;
  return (
    <div className="flex items-center gap-3">
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- logos are SVG from content; nothing to optimise
        <img src={logo.url} alt="" width={logo.width ?? 180} height={logo.height ?? 48} className="h-12 w-auto" />
      ) : null}
      <p className="text-xl font-bold text-gray-900">{site.name}</p>
    </div>
  );
}

export default async function PrintVehicle(props: PageProps<'/[site]/print'>) {
  const { site, vehicle } = await load(props);
  const car = vehicleSummary(vehicle, site, { now: new Date(), commentsLimit: Number.POSITIVE_INFINITY });
  const phoneHref = car.phone ? telHref(car.phone) : null;
  const { price } = car;

  return (
    <article data-print-sheet aria-labelledby="print-title" className="container-page max-w-4xl py-8 text-gray-900 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-gray-300 pb-4">
        <DealerMark site={site} />
        <PrintPageButton />
      </div>

      <h1 id="print-title" className="mt-6 text-3xl font-bold">
        {car.title}
      </h1>

      <div className="mt-6 grid gap-6 md:grid-cols-[3fr_2fr] print:grid-cols-[3fr_2fr]">
        {car.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a print page: the full image, no lazy loading or srcset
          <img src={car.image} alt={vehicle.name.trim() || car.title} width={800} height={533} className="h-auto w-full rounded border border-gray-200" />
        ) : null}
        <div>
          {price.kind !== 'none' ? (
            <p className="text-3xl font-bold">
              {price.text}
              {price.kind === 'price' && price.wasPrice ? (
                <span className="ml-3 text-base font-normal text-gray-700">
                  <span className="sr-only">Was </span>
                  <s>{price.wasPrice}</s>
                </span>
              ) : null}
            </p>
          ) : null}
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-gray-700">Stock No.</dt>
            <dd>{car.stocknum}</dd>
            {car.vin ? (
              <>
                <dt className="font-semibold text-gray-700">VIN</dt>
                <dd className="break-all">{car.vin}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-4 text-sm">
            {car.location ? <p className="font-semibold">{car.location}</p> : null}
            {site.address ? <p>{site.address}</p> : null}
            {car.phone ? (
              <p className="mt-1">
                Call{' '}
                {phoneHref ? (
                  <a href={phoneHref} className="font-semibold underline">
                    {car.phone}
                  </a>
                ) : (
                  <span className="font-semibold">{car.phone}</span>
                )}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      {car.specs.length ? (
        <section aria-labelledby="print-specs" className="mt-8">
          <h2 id="print-specs" className="text-xl font-bold">
            Key specifications
          </h2>
          <dl className="mt-3 grid grid-cols-1 gap-x-8 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-2">
            {car.specs.map((s) => (
              <div key={s.key} className="flex justify-between gap-4 border-b border-gray-200 py-1">
                <dt className="font-semibold text-gray-700">{s.label}</dt>
                <dd className="text-right">{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="print-comments" className="mt-8">
        <h2 id="print-comments" className="text-xl font-bold">
          Dealer comments
        </h2>
        {car.comments.pending ? (
          <p className="mt-3 text-sm">{car.comments.full}</p>
        ) : (
          car.comments.segments.map((segment, i) => (
            <p key={i} className="mt-3 text-sm leading-relaxed">
              {segment}
            </p>
          ))
        )}
      </section>

      {car.pageUrl ? (
        <p className="mt-8 border-t border-gray-300 pt-4 text-sm text-gray-700">
          See this car online: <span className="break-all">{car.pageUrl}</span>
        </p>
      ) : null}
    </article>
  );
}
