/** What a dealer marketer edits day to day: offers, promo cards, the popup and reviews copy. */
import { defineArrayMember, defineField, defineType, type PreviewValue } from 'sanity';
import { CAR_TYPES } from '../vehicle/fields';
import { OFFER_CATEGORIES } from './constants';
import { referencedDocumentProblem, siteRefField } from './helpers';
import { imageWithAlt } from './image';
import { badged, endsSoonWarning, momentSchedule, offerSchedule } from './schedule';

const siteRef = siteRefField();

const endsAfterStart = (field: string) => (rule: { custom: (fn: (v: string | undefined, ctx: { parent?: unknown }) => true | string) => unknown }) =>
  rule.custom((value, ctx) => {
    // eslint-disable-next-line forecourt/no-string-key-lookup -- field is this file's own constant ('start')
    const start = (ctx.parent as Record<string, string | undefined> | undefined)?.[field];
    return value && start && value <= start ? 'Must be after the start.' : true;
  });

export const offer = defineType({
  name: 'offer',
  type: 'document',
  fields: [
    siteRef,
    defineField({ name: 'name', type: 'string', validation: (r) => r.required().max(120) }),
    defineField({ name: 'slug', type: 'slug', options: { source: 'name' }, validation: (r) => r.required() }),
    defineField({ name: 'category', type: 'string', options: { list: [...OFFER_CATEGORIES] } }),
    defineField({ name: 'description', type: 'text', rows: 4, validation: (r) => r.required() }),
    defineField({ name: 'disclaimer', type: 'text', rows: 4 }),
    defineField({
      name: 'manufacturer',
      type: 'reference',
      to: [{ type: 'manufacturer' }],
      validation: (r) => r.custom((ref: { _ref?: string } | undefined, context) => referencedDocumentProblem(ref, 'manufacturer', context)),
    }),
    defineField({
      name: 'model',
      type: 'reference',
      to: [{ type: 'model' }],
      description: "One of the offer's manufacturer's models.",
      validation: (r) => r.custom((ref: { _ref?: string } | undefined, context) => referencedDocumentProblem(ref, 'model', context)),
    }),
    imageWithAlt('image'),
    defineField({ name: 'starts_at', title: 'Offer starts', description: 'Shown from this day (empty: at once).', type: 'date' }),
    defineField({
      name: 'ends_at',
      title: 'Offer ends',
      description: 'Shown up to and including this day.',
      type: 'date',
      validation: (r) => [
        r.custom((value: string | undefined, ctx) => {
          const start = (ctx.parent as { starts_at?: string } | undefined)?.starts_at;
          return value && start && value < start ? 'Must be on or after the start.' : true;
        }),
        r.custom((value: string | undefined) => endsSoonWarning(value, new Date()) ?? true).warning(),
      ],
    }),
    defineField({ name: 'excluded_website_ids', title: 'Hide on sites', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'site' }] })] }),
  ],
  preview: {
    select: { title: 'name', category: 'category', media: 'image', start: 'starts_at', end: 'ends_at' },
    prepare: ({ title, category, media, start, end }: { title?: string; category?: string; media?: PreviewValue['media']; start?: string; end?: string }) => ({
      title,
      media,
      subtitle: badged(offerSchedule(start, end, new Date()), [category, end ? `ends ${end}` : undefined]),
    }),
  },
});

export const promo = defineType({
  name: 'promo',
  title: 'Promo card',
  type: 'document',
  description: 'Cards inserted into search results at the site’s promo positions.',
  fields: [
    siteRef,
    defineField({ name: 'title', type: 'string', validation: (r) => r.required().max(80) }),
    defineField({ name: 'body', type: 'text', rows: 3 }),
    imageWithAlt('image'),
    defineField({ name: 'link', type: 'navLink' }),
    defineField({ name: 'start', type: 'datetime', validation: (r) => r.required() }),
    defineField({ name: 'expiry', type: 'datetime', validation: (r) => endsAfterStart('start')(r.required() as never) as never }),
    defineField({ name: 'position', description: 'Positioned promos come first, by position.', type: 'number', validation: (r) => r.integer().min(1) }),
    defineField({ name: 'display', description: 'Car types this promo is shown with.', type: 'array', of: [{ type: 'string' }], options: { list: [...CAR_TYPES] } }),
    defineField({ name: 'strictDisplay', description: 'Only when the search is limited to those car types.', type: 'boolean', initialValue: false }),
  ],
  preview: {
    select: { title: 'title', media: 'image', start: 'start', expiry: 'expiry' },
    prepare: ({ title, media, start, expiry }: { title?: string; media?: PreviewValue['media']; start?: string; expiry?: string }) => ({
      title,
      media,
      subtitle: badged(momentSchedule(start, expiry, new Date()), [expiry ? `until ${expiry.slice(0, 10)}` : undefined]),
    }),
  },
});

export const popupPromotion = defineType({
  name: 'popupPromotion',
  type: 'document',
  fields: [
    siteRef,
    defineField({ name: 'title', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    imageWithAlt('image'),
    defineField({ name: 'button', type: 'navLink' }),
    defineField({ name: 'expiry', type: 'datetime', validation: (r) => r.required() }),
  ],
  preview: {
    select: { title: 'title', media: 'image', expiry: 'expiry' },
    prepare: ({ title, media, expiry }: { title?: string; media?: PreviewValue['media']; expiry?: string }) => ({
      title,
      media,
      subtitle: badged(momentSchedule(undefined, expiry, new Date()), [expiry ? `until ${expiry.slice(0, 10)}` : undefined]),
    }),
  },
});

export const review = defineType({
  name: 'review',
  type: 'document',
  fields: [
    siteRef,
    defineField({ name: 'dealership_slug', type: 'string' }),
    defineField({ name: 'customer_name', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'rating', type: 'number', validation: (r) => r.required().min(1).max(5) }),
    defineField({ name: 'text', type: 'text', rows: 4, validation: (r) => r.required() }),
    defineField({ name: 'review_date', type: 'date', validation: (r) => r.required() }),
    defineField({ name: 'reply_text', type: 'text', rows: 3 }),
    defineField({ name: 'reply_date', type: 'date' }),
  ],
  preview: { select: { title: 'customer_name', subtitle: 'rating' } },
});
