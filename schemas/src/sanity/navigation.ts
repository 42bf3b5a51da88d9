import { defineArrayMember, defineField, defineType } from 'sanity';
import { SITE_PATH, sitePathAnswers, siteRefField } from './helpers';

const linkFields = [
  defineField({ name: 'label', type: 'string', validation: (r) => r.required().max(60) }),
  defineField({
    name: 'path',
    description: "A path inside this site, e.g. '/pre-owned?certified=true'. It must answer: a page of the site, or a content page, location or blog post already published.",
    type: 'string',
    validation: (r) => r.regex(SITE_PATH, { name: 'site path' }).custom((value: string | undefined, context) => sitePathAnswers(value, context)),
  }),
  defineField({
    name: 'url',
    title: 'External URL',
    description: 'Opens in a new tab. Use either a path or a URL.',
    type: 'url',
    validation: (r) => r.uri({ scheme: ['https', 'http', 'tel', 'mailto'] }),
  }),
  defineField({ name: 'mandatory', description: 'Always shown, even where the menu is trimmed.', type: 'boolean', initialValue: false }),
  defineField({ name: 'hidden', description: 'Kept for routing but not shown in the menu.', type: 'boolean', initialValue: false }),
  defineField({
    name: 'dynamic',
    description: 'Fill the dropdown from content instead of children.',
    type: 'string',
    options: {
      list: [
        { title: 'Models grouped by category', value: 'models' },
        { title: "Brand logos of the site's makes", value: 'brands' },
      ],
    },
  }),
];

const oneTarget = (rule: { custom: (fn: (v: { path?: string; url?: string; dynamic?: string } | undefined) => true | string) => unknown }) =>
  rule.custom((value) =>
    value && value.path && value.url ? 'Give a path or an external URL, not both.' : true,
  );

export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  fields: linkFields,
  validation: oneTarget as never,
  preview: { select: { title: 'label', subtitle: 'path', url: 'url' }, prepare: ({ title, subtitle, url }: { title?: string; subtitle?: string; url?: string }) => ({ title, subtitle: subtitle ?? url }) },
});

export const navItem = defineType({
  name: 'navItem',
  title: 'Menu entry',
  type: 'object',
  fields: [
    ...linkFields,
    defineField({ name: 'right_aligned', type: 'boolean', initialValue: false }),
    defineField({ name: 'children', title: 'Dropdown', type: 'array', of: [defineArrayMember({ type: 'navLink' })] }),
  ],
  validation: oneTarget as never,
  preview: {
    select: { title: 'label', subtitle: 'path', url: 'url', children: 'children' },
    prepare: ({ title, subtitle, url, children }: { title?: string; subtitle?: string; url?: string; children?: unknown[] }) => ({
      title,
      subtitle: [subtitle ?? url, Array.isArray(children) && children.length ? `${children.length} in dropdown` : '']
        .filter(Boolean)
        .join(' · '),
    }),
  },
});

export const navigation = defineType({
  name: 'navigation',
  type: 'document',
  fields: [
    siteRefField(),
    defineField({
      name: 'placement',
      type: 'string',
      options: { list: ['header', 'footer'], layout: 'radio' },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'items', type: 'array', of: [defineArrayMember({ type: 'navItem' })], validation: (r) => r.required().min(1) }),
  ],
  preview: { select: { title: 'placement', subtitle: 'site.name' } },
});
