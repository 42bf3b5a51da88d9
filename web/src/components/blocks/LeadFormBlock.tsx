import { CONTACT_CATEGORIES } from '@forecourt/schemas/leads';
import { CONTENT_FORM_KINDS } from '@forecourt/schemas/sanity';
import { z } from 'zod';
import { LeadFormSection } from '@/components/leads/LeadFormSection';
import { str, type BlockProps, defineBlock } from './shared';

const LeadFormData = z.object({
  form: z.enum(CONTENT_FORM_KINDS),
  heading: str,
  intro: str,
  category: z.enum(CONTACT_CATEGORIES).nullish().transform((v) => v ?? undefined),
  submit_label: str,
});

/** A contact, fleet, finance or careers form on a content page (its code is part of the page: content pages have room). */
function Render({ data, site, index }: BlockProps<z.infer<typeof LeadFormData>>) {
  return (
    <LeadFormSection
      site={site}
      kind={data.form}
      headingLevel={index === 0 ? 1 : 2}
      heading={data.heading}
      intro={data.intro}
      category={data.form === 'contact' ? data.category : undefined}
      submitLabel={data.submit_label}
      id={`lead-form-${index}`}
    />
  );
}

export const LeadFormBlock = defineBlock(LeadFormData, Render);
