/**
 * A single offer (spec §2): /offers/{offer-id}, or /offers/{manufacturer-slug}/{offer-id} on a site
 * with no single manufacturer when the offer names one. The other spelling of an existing offer
 * redirects to the one its cards link (domain/offers offerUrl); an offer that has ended, is not yet
 * on, is excluded for this site or never existed answers 404 with the current offers (not-found.tsx).
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { LeadFormSection } from '@/components/leads/LeadFormSection';
import { OfferDescription } from '@/components/offers/OfferDescription';
import { offerEndsText } from '@/components/offers/offer-dates';
import { modelHref } from '@/domain/model-menu';
import { offerDescriptionView, offerUrl } from '@/domain/offers';
import { currentOffer } from '@/lib/content/current-offers';
import { CONTENT_SEGMENT } from '@forecourt/schemas/routes';
import { loadSite } from '@/lib/tenancy/current-site';

async function load(params: PageProps<'/[site]/offers/[...segments]'>['params']) {
  const { site: slug, segments } = await params;
  const site = await loadSite(slug);
  const id = segments.length <= 2 ? segments.at(-1) : undefined;
  // Only slug-shaped ids are looked up (Object.prototype names and junk never reach the query).
  const offer = id && CONTENT_SEGMENT.test(id) ? await currentOffer(site, id) : undefined;
  return { site, offer, path: `/offers/${segments.join('/')}` };
}

export async function generateMetadata({ params }: PageProps<'/[site]/offers/[...segments]'>): Promise<Metadata> {
  const { site, offer } = await load(params);
  if (!offer) return { title: 'Offer not found' };
  return { title: offer.name, description: offer.description.slice(0, 160), alternates: { canonical: offerUrl(offer, site) } };
}

export default async function OfferPage({ params }: PageProps<'/[site]/offers/[...segments]'>) {
  const { site, offer, path } = await load(params);
  if (!offer) notFound();
  const canonical = offerUrl(offer, site);
  if (canonical !== path) permanentRedirect(canonical);
  const model = offer.model;
  return (
    <article>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-2">
        <div>
          {offer.category ? <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">{offer.category}</p> : null}
          <h1 className="mt-1 text-3xl font-bold md:text-4xl">{offer.name}</h1>
          {offer.manufacturer ? <p className="mt-2 text-gray-700">{offer.manufacturer}</p> : null}
          <OfferDescription
            id="offer-description"
            collapsed={offerDescriptionView(offer.description, false)}
            expanded={offerDescriptionView(offer.description, true)}
          />
          {offer.ends_at ? <p className="mt-4 font-semibold">{offerEndsText(offer.ends_at)}</p> : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="#offer-enquiry" className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
              Enquire about this offer
            </a>
            {model ? (
              <Link href={modelHref(model)} className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
                Explore model<span className="sr-only">: {model.name}</span>
              </Link>
            ) : null}
            <Link href="/special-offers" className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
              All special offers
            </Link>
          </div>
        </div>
        {offer.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- content SVG
          <img src={offer.image.url} alt={offer.image.alt ?? ''} width={offer.image.width ?? 800} height={offer.image.height ?? 450} className="aspect-video w-full rounded-lg object-cover" />
        ) : null}
      </div>
      {offer.disclaimer ? (
        <section aria-labelledby="offer-disclaimer" className="container-page">
          <h2 id="offer-disclaimer" className="text-lg font-semibold">
            Offer terms
          </h2>
          <p className="mt-2 max-w-3xl text-sm text-gray-700">{offer.disclaimer}</p>
        </section>
      ) : null}
      <LeadFormSection
        site={site}
        kind="contact"
        headingLevel={2}
        heading="Enquire about this offer"
        category={offer.category === 'Service offer' ? 'Service Enquiry' : 'New Vehicle Enquiry'}
        presets={{ message: `I'm interested in the offer: ${offer.name}.` }}
        id="offer-enquiry"
      />
    </article>
  );
}
