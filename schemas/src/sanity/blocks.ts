/**
 * Page blocks. The web app renders them through one typed map from `_type` to component, with a
 * visible fallback for a type it does not know yet.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { CONTACT_CATEGORIES } from '../leads/messages';
import { sitePathAnswers } from './helpers';
import { imageWithAlt } from './image';

export const portableText = defineType({
  name: 'portableText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      marks: {
        annotations: [
          defineArrayMember({
            name: 'link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                type: 'url',
                description: 'A path on this site (/service) or a full address (https://…, mailto:, tel:).',
                // One chain: a url field's separate rule would check the URI again without allowRelative.
                validation: (r) =>
                  r
                    .uri({ allowRelative: true, scheme: ['https', 'http', 'mailto', 'tel'] })
                    // A link in the text to a path of this site must answer, as a menu link must.
                    .custom((href: string | undefined, context) => (href?.startsWith('/') ? sitePathAnswers(href.split(/[?#]/, 1)[0], context) : true)),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({ type: 'image', fields: [defineField({ name: 'alt', type: 'string', validation: (r) => r.required() })] }),
  ],
});

export const heroBlock = defineType({
  name: 'heroBlock',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (r) => r.required().max(90) }),
    defineField({ name: 'subheading', type: 'text', rows: 2 }),
    imageWithAlt('image'),
    defineField({ name: 'actions', type: 'array', of: [defineArrayMember({ type: 'navLink' })], validation: (r) => r.max(3) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Hero' }) },
});

export const richTextBlock = defineType({
  name: 'richTextBlock',
  title: 'Text',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string' }),
    defineField({ name: 'body', type: 'portableText', validation: (r) => r.required() }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }: { title?: string }) => ({ title: title ?? 'Text', subtitle: 'Text' }) },
});

export const stockTilesBlock = defineType({
  name: 'stockTilesBlock',
  title: 'Stock tiles (makes / bodies / types)',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string' }),
    defineField({ name: 'facet', type: 'string', options: { list: ['car_type', 'make', 'simple_body'] }, validation: (r) => r.required() }),
  ],
  preview: { select: { title: 'heading', subtitle: 'facet' } },
});

export const offersBlock = defineType({
  name: 'offersBlock',
  title: 'Offers',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string' }),
    defineField({ name: 'limit', type: 'number', initialValue: 3, validation: (r) => r.integer().min(1).max(12) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }: { title?: string }) => ({ title: title ?? 'Offers', subtitle: 'Offers' }) },
});

export const locationsBlock = defineType({
  name: 'locationsBlock',
  title: 'Locations',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string' }),
    defineField({
      name: 'filter',
      type: 'string',
      options: { list: ['all', 'primary', 'sales', 'service', 'parts', 'service-and-parts'] },
      initialValue: 'all',
    }),
    defineField({ name: 'variant', type: 'string', options: { list: ['grid', 'carousel'] }, initialValue: 'grid' }),
  ],
  preview: { select: { title: 'heading', subtitle: 'filter' } },
});

export const reviewsBlock = defineType({
  name: 'reviewsBlock',
  title: 'Reviews',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string' }),
    defineField({ name: 'min_rating', type: 'number', initialValue: 4, validation: (r) => r.min(1).max(5) }),
    defineField({ name: 'limit', type: 'number', initialValue: 3, validation: (r) => r.integer().min(1).max(12) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }: { title?: string }) => ({ title: title ?? 'Reviews', subtitle: 'Reviews' }) },
});

export const ctaBlock = defineType({
  name: 'ctaBlock',
  title: 'Call to action band',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'text', type: 'text', rows: 2 }),
    defineField({ name: 'actions', type: 'array', of: [defineArrayMember({ type: 'navLink' })], validation: (r) => r.required().min(1).max(3) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Call to action' }) },
});

export const featureListBlock = defineType({
  name: 'featureListBlock',
  title: 'Selling points',
  type: 'object',
  description: "e.g. the guarantees banner or the fleet block's selling points",
  fields: [
    defineField({ name: 'heading', type: 'string' }),
    defineField({ name: 'items', type: 'array', of: [{ type: 'string' }], validation: (r) => r.required().min(1) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }: { title?: string }) => ({ title: title ?? 'Selling points', subtitle: 'Selling points' }) },
});

export const quickSearchBlock = defineType({
  name: 'quickSearchBlock',
  title: 'Quick search (make and price range)',
  type: 'object',
  description: "A make drop-down and a price-range slider with a button to the results, dearest first.",
  fields: [defineField({ name: 'heading', type: 'string' })],
  preview: { select: { title: 'heading' }, prepare: ({ title }: { title?: string }) => ({ title: title ?? 'Quick search', subtitle: 'Quick search' }) },
});

/** Lead forms a content page can carry (the vehicle forms need a car and live on the vehicle page). */
export const CONTENT_FORM_KINDS = ['contact', 'fleet_enquiry', 'finance_enquiry', 'careers'] as const;
export type ContentFormKind = (typeof CONTENT_FORM_KINDS)[number];

export const leadFormBlock = defineType({
  name: 'leadFormBlock',
  title: 'Lead form',
  type: 'object',
  description: 'A contact, fleet, finance or careers form. Leads go to the dealership by e-mail (ADF) and the CRM.',
  fields: [
    defineField({
      name: 'form',
      type: 'string',
      options: {
        list: [
          { title: 'Contact (General Enquiry and other categories)', value: 'contact' },
          { title: 'Fleet enquiry', value: 'fleet_enquiry' },
          { title: 'Finance enquiry', value: 'finance_enquiry' },
          { title: 'Careers', value: 'careers' },
        ],
        layout: 'radio',
      },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'heading', type: 'string', validation: (r) => r.max(90) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (r) => r.max(500) }),
    defineField({
      name: 'category',
      title: 'Preset category',
      description: 'Contact forms only: fixes the category (e.g. General Enquiry) and hides the category choice.',
      type: 'string',
      options: { list: [...CONTACT_CATEGORIES] },
      hidden: ({ parent }: { parent?: { form?: string } }) => parent?.form !== 'contact',
    }),
    defineField({
      name: 'submit_label',
      title: 'Submit button text',
      description: "Default: 'Message Now' on contact forms, 'Enquire Now' on the others.",
      type: 'string',
      validation: (r) => r.max(40),
    }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'form' },
    prepare: ({ title, subtitle }: { title?: string; subtitle?: string }) => ({ title: title ?? 'Lead form', subtitle: `Lead form: ${subtitle ?? ''}` }),
  },
});

export const PAGE_BLOCK_TYPES = [
  'heroBlock',
  'richTextBlock',
  'stockTilesBlock',
  'offersBlock',
  'locationsBlock',
  'reviewsBlock',
  'ctaBlock',
  'featureListBlock',
  'quickSearchBlock',
  'leadFormBlock',
] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];
