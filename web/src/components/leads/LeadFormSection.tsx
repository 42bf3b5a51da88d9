/**
 * A content-page lead form with its heading and intro (server component): builds the form options
 * on the server with the route handler's own builder, and the fields the schema gives them, and hands
 * the client form plain data. Used by
 * the CMS block, by routes that add a car (/finance-enquiry) and by routes with a form of their own
 * (/parts/search).
 */
import type { ContentFormKind } from '@forecourt/schemas/sanity';
import type { ContactCategory, FormKind } from '@forecourt/schemas/leads';
import { content, type Site } from '@/lib/content';
import type { LeadCar } from '@/lib/leads/client/car';
import { leadFormOptions } from '@/lib/leads/intake/form-options';
import { ContentLeadForm } from './ContentLeadForm';
import { leadFormMeta } from './schema-meta';

/** The forms a page shows on its own: the CMS block's, and those a route places itself. */
export type SectionFormKind = ContentFormKind | Extract<FormKind, 'parts_request'>;

const DEFAULT_HEADINGS: Record<SectionFormKind, string> = {
  contact: 'Send us a message',
  fleet_enquiry: 'Get In Touch',
  finance_enquiry: 'Finance enquiry',
  careers: 'Register your interest',
  parts_request: 'Find a part',
};

export interface LeadFormSectionProps {
  site: Site;
  kind: SectionFormKind;
  headingLevel: 1 | 2;
  heading?: string;
  intro?: string;
  /** Contact forms: a fixed category (the choice is then hidden). */
  category?: ContactCategory;
  submitLabel?: string;
  car?: LeadCar;
  presets?: Record<string, string | number | boolean>;
  id: string;
}

export async function LeadFormSection({ site, kind, headingLevel, heading, intro, category, submitLabel, car, presets, id }: LeadFormSectionProps) {
  // The very options the route handler validates this form with.
  const options = leadFormOptions(site, await content.locations(site));
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="container-page py-10">
      <div className="max-w-3xl rounded-xl border border-gray-200 bg-white p-5 shadow-sm md:p-8">
        <Heading id={headingId} className="text-2xl font-bold md:text-3xl">
          {heading ?? DEFAULT_HEADINGS[kind]}
        </Heading>
        {intro ? <p className="mt-2 text-gray-700">{intro}</p> : null}
        <ContentLeadForm
          kind={kind}
          options={options}
          // Worked out here, so the form renders (and hydrates) without zod: it loads the schema to check.
          meta={leadFormMeta(kind, options)}
          siteName={site.name}
          car={car}
          presets={{ ...presets, ...(category ? { category } : {}) }}
          hidden={category ? ['category'] : []}
          submitLabel={submitLabel ?? (kind === 'contact' || kind === 'careers' ? 'Message Now' : 'Enquire Now')}
          labelledBy={headingId}
          className="mt-6"
        />
      </div>
    </section>
  );
}
