/**
 * A model page (spec §2 /{model-slug}, the Explore link of offers and menus): the model's name,
 * image, status and category, its current offers, 'Our Stock' with the live number of cars, Toyota
 * Service Advantage where it applies, and a new-vehicle enquiry naming the model.
 */
import Link from 'next/link';
import { LeadFormSection } from '@/components/leads/LeadFormSection';
import { OfferCard } from '@/components/offers/OfferCard';
import { ServiceAdvantagePanel } from '@/components/service/ServiceAdvantagePanel';
import { modelStatusLabel, modelStockPath } from '@/domain/model-menu';
import { serviceAdvantageForVehicle } from '@/domain/service-advantage';
import type { Model, Site } from '@/lib/content';
import { currentOffers } from '@/lib/content/current-offers';
import { modelStockCount } from '@/lib/search/model-stock';

export async function ModelPage({ site, model, make }: { site: Site; model: Model; make: string }) {
  const [offers, count] = await Promise.all([currentOffers(site), modelStockCount(site, make, model.name)]);
  const modelOffers = offers.filter((o) => o.model?.slug === model.slug);
  const advantage = make === 'Toyota' ? serviceAdvantageForVehicle({ make, model: model.name }) : undefined;
  const stockPath = modelStockPath(make, model.name);
  const image = model.cloudfront_new_image_url ?? model.image;
  return (
    <article>
      <div className="container-page grid items-center gap-8 py-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">
            <span data-model-status="">{modelStatusLabel(model)}</span> · {model.category}
          </p>
          <h1 className="mt-1 text-3xl font-bold md:text-5xl">
            {make} {model.name}
          </h1>
          <p className="mt-4 text-lg text-gray-700">
            {count > 0
              ? `We have ${count} ${make} ${model.name} ${count === 1 ? 'vehicle' : 'vehicles'} in stock at ${site.name}.`
              : `Talk to ${site.name} about ordering a new ${make} ${model.name}.`}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href={stockPath} className="rounded-md bg-brand px-5 py-3 font-semibold text-brand-ink">
              Our Stock (<span data-stock-count="">{count}</span>)
            </Link>
            <Link href={`/${model.slug}/accessories`} className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
              View Accessories
            </Link>
            <a href="#model-enquiry" className="rounded-md border border-gray-400 px-5 py-3 font-semibold">
              Enquire now
            </a>
          </div>
        </div>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- content SVG
          <img src={image} alt={`${make} ${model.name}`} width={800} height={400} className="w-full object-contain" />
        ) : null}
      </div>
      {modelOffers.length > 0 ? (
        <section aria-labelledby="model-offers" className="container-page py-6">
          <h2 id="model-offers" className="text-2xl font-bold">
            Current {model.name} offers
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {modelOffers.map((offer) => (
              <OfferCard key={offer._id} offer={offer} site={site} />
            ))}
          </ul>
        </section>
      ) : null}
      {advantage ? (
        <section className="container-page max-w-3xl py-6">
          <ServiceAdvantagePanel advantage={advantage} model={`${make} ${model.name}`} heading="h2" headingClassName="text-2xl font-bold" />
        </section>
      ) : null}
      <LeadFormSection
        site={site}
        kind="contact"
        headingLevel={2}
        heading={`Enquire about the ${make} ${model.name}`}
        category="New Vehicle Enquiry"
        presets={{ message: `I'd like to know more about the new ${make} ${model.name}.` }}
        id="model-enquiry"
      />
    </article>
  );
}
