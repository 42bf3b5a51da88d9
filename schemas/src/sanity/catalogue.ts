/** Shared brand content: manufacturers and their models (not owned by one site). */
import { defineField, defineType } from 'sanity';
import { MODEL_CATEGORIES } from './constants';
import { imageWithAlt } from './image';

export const manufacturer = defineType({
  name: 'manufacturer',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'slug', type: 'slug', options: { source: 'name' }, validation: (r) => r.required() }),
    imageWithAlt('logo'),
  ],
  preview: { select: { title: 'name', media: 'logo' } },
});

export const model = defineType({
  name: 'model',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'slug', type: 'slug', options: { source: 'name' }, validation: (r) => r.required() }),
    defineField({ name: 'manufacturer', type: 'reference', to: [{ type: 'manufacturer' }], validation: (r) => r.required() }),
    defineField({ name: 'category', type: 'string', options: { list: [...MODEL_CATEGORIES] }, validation: (r) => r.required() }),
    defineField({
      name: 'status',
      type: 'string',
      description: "coming_soon shows as 'Upcoming', others as 'All-New'.",
      options: { list: ['available', 'coming_soon', 'discontinued'] },
      initialValue: 'available',
    }),
    defineField({ name: 'body', type: 'string', description: 'Body for /models?body=' }),
    defineField({ name: 'override_url', description: 'Where the model link goes instead of /{slug}.', type: 'url', validation: (r) => r.uri({ allowRelative: true, scheme: ['https'] }) }),
    defineField({ name: 'cloudfront_new_image_url', title: 'CDN image URL', description: 'The image from the image CDN; shown instead of the uploaded image when set.', type: 'url', validation: (r) => r.uri({ scheme: ['https'] }) }),
    defineField({ name: 'manufacturer_body', type: 'number' }),
    imageWithAlt('image'),
  ],
  preview: { select: { title: 'name', subtitle: 'category', media: 'image' } },
});
