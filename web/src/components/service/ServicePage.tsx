/**
 * /service and /genuine-service: the site's content page of that slug (its copy), Book a Service
 * (the dealer network's booking, or /genuine-service), the Toyota Service Advantage table on Toyota
 * sites, and a service enquiry.
 */
import Link from 'next/link';
import { RichText } from '@/components/blocks/RichText';
import { PageBlocks } from '@/components/blocks';
import { LeadFormSection } from '@/components/leads/LeadFormSection';
import { bookServiceHref, GENUINE_SERVICE_PATH } from '@/domain/service-booking';
import { SERVICE_ADVANTAGE_TABLE, serviceAdvantageFor } from '@/domain/service-advantage';
import { formatWholeDollars } from '@/domain/finance-calculator';
import type { Page, Site } from '@/lib/content';

export function ServicePage({ site, page, genuine }: { site: Site; page: Page | undefined; genuine: boolean }) {
  const booking = bookServiceHref(site.base_domain);
  const external = booking !== GENUINE_SERVICE_PATH;
  const toyota = site.manufacturer?.name === 'Toyota';
  // Each model of the spec's table, then every other Toyota at the default.
  const rows = toyota ? [...SERVICE_ADVANTAGE_TABLE.flatMap((r) => r.models), 'Other models'] : [];
  return (
    <article>
      <header className="container-page pt-10">
        <h1 className="text-3xl font-bold md:text-4xl">{page?.title ?? (genuine ? 'Genuine Service' : 'Service')}</h1>
      </header>
      {page && page.body.length > 0 ? (
        <div className="container-page max-w-3xl py-6">
          <RichText value={page.body} />
        </div>
      ) : (
        <p className="container-page max-w-3xl py-6 text-lg text-gray-700">
          Genuine servicing by qualified technicians, to your manufacturer&apos;s logbook schedule, so your new-car warranty stays intact.
        </p>
      )}
      {!genuine || external ? (
        <div className="container-page flex flex-wrap gap-3 pb-4">
          {external ? (
            <a href={booking} target="_blank" rel="noopener noreferrer" className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
              Book a Service<span className="sr-only"> (opens the booking site in a new tab)</span>
            </a>
          ) : (
            <Link href={booking} className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
              Book a Service
            </Link>
          )}
          <a href="#service-enquiry" className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
            Service enquiry
          </a>
        </div>
      ) : null}
      {toyota ? (
        <section aria-labelledby="service-advantage" className="container-page py-6">
          <h2 id="service-advantage" className="text-2xl font-bold">
            Toyota Service Advantage
          </h2>
          <p className="mt-2 max-w-3xl text-gray-700">Capped-price servicing for new Toyotas: the most you pay for each scheduled logbook service.</p>
          <div className="relative mt-4 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm" data-service-advantage="">
              <caption className="sr-only">Toyota Service Advantage by model</caption>
              <thead>
                <tr className="border-b border-gray-300">
                  <th scope="col" className="py-2 pr-4">Model</th>
                  <th scope="col" className="py-2 pr-4">Price per service</th>
                  <th scope="col" className="py-2 pr-4">Services</th>
                  <th scope="col" className="py-2 pr-4">Interval</th>
                  <th scope="col" className="py-2">Covers</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((model) => {
                  const a = serviceAdvantageFor(model === 'Other models' ? undefined : model);
                  return (
                    <tr key={model} className="border-b border-gray-100">
                      <th scope="row" className="py-2 pr-4 font-medium">{model}</th>
                      <td className="py-2 pr-4">{formatWholeDollars(a.pricePerService)}</td>
                      <td className="py-2 pr-4">{a.services}</td>
                      <td className="py-2 pr-4">
                        {a.intervalMonths} months / {a.intervalKm.toLocaleString('en-AU')} km
                      </td>
                      <td className="py-2">
                        {a.years} years / {a.maxKm.toLocaleString('en-AU')} km
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {page ? <PageBlocks blocks={page.blocks} site={site} offset={1} /> : null}
      <LeadFormSection site={site} kind="contact" headingLevel={2} heading="Service enquiry" category="Service Enquiry" id="service-enquiry" />
    </article>
  );
}
