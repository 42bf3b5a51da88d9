import { defineArrayMember, defineField, defineType } from 'sanity';
import { PAGE_BLOCK_TYPES } from './blocks';
import { BLOG_CATEGORIES } from './constants';
import { isUniquePerSite, siteRefField } from './helpers';
import { imageWithAlt } from './image';

const siteRef = siteRefField();

/** A content page. The page with slug `home` composes the site's home page. */
export const page = defineType({
  name: 'page',
  type: 'document',
  fields: [
    siteRef,
    defineField({ name: 'title', type: 'string', validation: (r) => r.required().max(90) }),
    defineField({
      name: 'slug',
      description: "'home' for the home page; otherwise the path, e.g. 'about-us' or 'pages/toyota-hybrids'.",
      type: 'slug',
      options: { source: 'title', isUnique: isUniquePerSite },
      validation: (r) =>
        r.required().custom((value) =>
          value?.current && !/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(value.current)
            ? 'Lower-case words joined by hyphens, segments by /.'
            : true,
        ),
    }),
    defineField({ name: 'description', title: 'Meta description', type: 'text', rows: 2, validation: (r) => r.max(160) }),
    defineField({ name: 'body', type: 'portableText' }),
    defineField({
      name: 'blocks',
      type: 'array',
      of: PAGE_BLOCK_TYPES.map((type) => defineArrayMember({ type })),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});

export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  fields: [
    siteRef,
    defineField({ name: 'title', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'slug', type: 'slug', options: { source: 'title', isUnique: isUniquePerSite }, validation: (r) => r.required() }),
    defineField({ name: 'category', type: 'string', options: { list: [...BLOG_CATEGORIES].map(([value, title]) => ({ value, title })) } }),
    defineField({ name: 'excerpt', type: 'text', rows: 2, validation: (r) => r.max(200) }),
    defineField({ name: 'author', type: 'string' }),
    defineField({ name: 'published_at', type: 'datetime', validation: (r) => r.required() }),
    imageWithAlt('image'),
    defineField({ name: 'body', type: 'portableText', validation: (r) => r.required() }),
  ],
  orderings: [{ title: 'Newest', name: 'newest', by: [{ field: 'published_at', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'published_at', media: 'image' } },
});
