/**
 * 'View Accessories' for a model (spec §2 /{model-slug}/accessories): the genuine accessories a
 * dealer fits to that kind of vehicle, and a parts enquiry naming the model.
 */
import { own } from '@forecourt/schemas/own';
import Link from 'next/link';
import { LeadFormSection } from '@/components/leads/LeadFormSection';
import type { Model, Site } from '@/lib/content';

/** Accessory groups by the menu category of the model; every model gets the everyday ones. */
const BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  'Utes & Vans': ['Tow bar and wiring harness', 'Canopy, tonneau cover or tub liner', 'Bull bar and driving lights', 'Roof racks and cargo barrier'],
  'SUVs & 4WDs': ['Tow bar and wiring harness', 'Roof racks and cross bars', 'Weathershields', 'Cargo liner and cargo barrier'],
  'GR & performance': ['Alloy wheels', 'Sports floor mats', 'Paint protection film'],
  Electrified: ['Home charging advice and wall box', 'All-weather floor mats', 'Cargo tray'],
};
const EVERYDAY = ['All-weather floor mats', 'Paint and interior protection', 'Window tint', 'Dash camera'];

export function ModelAccessoriesPage({ site, model, make }: { site: Site; model: Model; make: string }) {
  const items = [...new Set([...(own(BY_CATEGORY, model.category) ?? []), ...EVERYDAY])];
  return (
    <article>
      <div className="container-page py-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">
          <Link href={`/${model.slug}`} className="underline">
            {make} {model.name}
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold md:text-4xl">
          {make} {model.name} genuine accessories
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-gray-700">
          Genuine {make} accessories are designed for the {model.name}, fitted by our trained technicians and covered by {make}&apos;s genuine accessories warranty
          when fitted at the time of purchase. Ask us for a price on any of these, or on anything else you have in mind.
        </p>
        <h2 className="mt-8 text-2xl font-bold">Popular with {model.name} owners</h2>
        <ul className="mt-4 grid list-disc gap-2 pl-5 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <LeadFormSection
        site={site}
        kind="contact"
        headingLevel={2}
        heading={`Ask about ${model.name} accessories`}
        category="Parts Enquiry"
        presets={{ message: `I'd like a quote on genuine accessories for a ${make} ${model.name}.` }}
        id="accessories-enquiry"
      />
    </article>
  );
}
