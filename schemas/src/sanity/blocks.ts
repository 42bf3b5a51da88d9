/**
 * Page blocks. The web app renders them through one typed map from `_type` to component, with a
 * visible fallback for a type it does not know yet.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';

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
            fields: [defineField({ name: 'href', type: 'url', validation: (r) => r.uri({ allowRelative: true, scheme: ['https', 'http', 'mailto', 'tel'] }) })],
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
    defineField({ name: 'image', type: 'image', fields: [defineField({ name: 'alt', type: 'string' })] }),
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
] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];
