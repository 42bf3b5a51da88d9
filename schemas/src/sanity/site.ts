import { defineArrayMember, defineField, defineType } from 'sanity';
import { CAR_TYPES, FINANCE_LENDERS } from '../vehicle/fields';
import { adminOnly } from './admin-only';
import { BRAND_GARAGE_ALIASES, GATED_ROUTES, SOCIAL_NETWORKS, TEMPLATES } from './constants';
import { HOSTNAME, PHONE } from './helpers';

const flag = (name: string, title: string, description?: string, initialValue = false) =>
  defineField({ name, title, type: 'boolean', initialValue, ...(description ? { description } : {}) });

const phone = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'string',
    validation: (rule) => rule.regex(PHONE, { name: 'Australian phone number' }),
  });

/**
 * A dealer website. Adding a dealer is content, never code: a site document with its slug, template,
 * domains and switches, plus its locations and stock.
 */
export const site = defineType({
  name: 'site',
  title: 'Dealer site',
  type: 'document',
  groups: [
    { name: 'identity', title: 'Identity', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'leads', title: 'Leads' },
    { name: 'search', title: 'Search' },
    { name: 'features', title: 'Features' },
    { name: 'theme', title: 'Theme' },
  ],
  fields: [
    defineField({ name: 'name', type: 'string', group: 'identity', validation: (r) => r.required().max(80) }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'identity',
      options: { source: 'name', maxLength: 60 },
      validation: (r) =>
        r.required().custom((value) =>
          value?.current && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value.current)
            ? 'Lower-case letters, digits and single hyphens only (it becomes <slug>.localhost).'
            : true,
        ),
    }),
    adminOnly(defineField({
      name: 'template',
      type: 'string',
      group: 'identity',
      options: { list: [...TEMPLATES], layout: 'radio' },
      validation: (r) => r.required(),
    })),
    adminOnly(defineField({
      name: 'domains',
      type: 'array',
      group: 'identity',
      description: 'Host names that serve this site, e.g. www.harbourtoyota.com.au (no https://, no port).',
      of: [defineArrayMember({ type: 'string', validation: (r) => r.regex(HOSTNAME, { name: 'host name' }) })],
      validation: (r) => r.unique(),
    })),
    defineField({ name: 'url', title: 'Canonical site URL', type: 'url', group: 'identity' }),
    defineField({ name: 'tagline', type: 'string', group: 'identity' }),
    defineField({
      name: 'manufacturer',
      title: 'Franchise manufacturer',
      description: 'Set for single-franchise sites: limits stock and menus to this make.',
      type: 'reference',
      to: [{ type: 'manufacturer' }],
      group: 'identity',
    }),
    defineField({ name: 'dealership_group', type: 'string', group: 'identity' }),
    defineField({
      name: 'dealerships',
      type: 'array',
      group: 'identity',
      validation: (r) => r.required().min(1),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'dealership',
          fields: [
            defineField({ name: 'dealership_id', type: 'string', validation: (r) => r.required() }),
            defineField({ name: 'name', type: 'string', validation: (r) => r.required() }),
            defineField({ name: 'slug', type: 'slug', validation: (r) => r.required() }),
            defineField({ name: 'makes', type: 'array', of: [{ type: 'string' }] }),
            defineField({ name: 'dealer_license_number', title: 'Dealer licence number', type: 'string' }),
            defineField({ name: 'motor_vehicle_repairer', title: 'Motor vehicle repairer number', type: 'string' }),
            defineField({ name: 'average_rating', type: 'number', validation: (r) => r.min(0).max(5) }),
            defineField({ name: 'review_count', type: 'number', validation: (r) => r.min(0).integer() }),
            defineField({ name: 'review_url', type: 'url' }),
          ],
          preview: { select: { title: 'name', subtitle: 'dealer_license_number' } },
        }),
      ],
    }),
    defineField({
      name: 'phones',
      type: 'object',
      group: 'contact',
      description: 'Call-button order: override, then per car type (demo falls back to new), then default, then location.',
      fields: [
        phone('main', 'Main'),
        phone('override', 'Override (used for every call button)'),
        phone('new', 'New cars'),
        phone('used', 'Used cars'),
        phone('demo', 'Demo cars'),
        phone('service', 'Service'),
        phone('parts', 'Parts'),
        phone('whatsapp', 'WhatsApp'),
      ],
    }),
    defineField({ name: 'email', type: 'email', group: 'contact' }),
    defineField({
      name: 'lead_email',
      title: 'Lead e-mail',
      type: 'email',
      group: 'leads',
      description:
        "Where leads go when neither the location the shopper chose nor the car's location has an e-mail address (then the site e-mail).",
    }),
    defineField({
      name: 'finance_email',
      title: 'Finance contact e-mail',
      type: 'email',
      group: 'leads',
      description:
        "Where finance pre-approval applications go (the e-mail links to the application; its sensitive details never travel by e-mail). Empty: the site's lead e-mail.",
    }),
    defineField({
      name: 'test_drive_disclaimer',
      title: 'Test drive disclaimer',
      type: 'text',
      rows: 3,
      group: 'leads',
      description: 'When set, the test drive form shows this text and the shopper must agree to it before booking.',
      validation: (r) => r.max(1000),
    }),
    defineField({
      name: 'crm_webhook_url',
      title: 'CRM webhook for leads',
      type: 'url',
      group: 'leads',
      description: 'Every lead is also posted here as signed JSON (besides the e-mail).',
      validation: (r) => [
        r.uri({ scheme: ['https', 'http'] }),
        r
          .custom((value: string | undefined) =>
            value?.startsWith('http://') ? 'Leads carry personal details: use an https:// address.' : true,
          )
          .warning(),
      ],
    }),
    defineField({ name: 'dealer_network_email', type: 'email', group: 'contact' }),
    defineField({
      name: 'address',
      type: 'string',
      group: 'contact',
      description: 'Shown in the footer; each location has its own full address.',
    }),
    defineField({
      name: 'complaints_contact',
      type: 'object',
      group: 'contact',
      description: 'Who handles complaints (the complaint handling page and the footer name them): an e-mail or a phone at least.',
      validation: (r) => r.required(),
      fields: [
        defineField({ name: 'manager', type: 'string' }),
        defineField({
          name: 'email',
          type: 'email',
          validation: (r) =>
            r.custom((email: string | undefined, ctx) =>
              email?.trim() || (ctx.parent as { phone?: string } | undefined)?.phone?.trim() ? true : 'Add an e-mail or a phone for complaints: every dealer site must say who handles them.',
            ),
        }),
        defineField({ name: 'phone', type: 'string', validation: (r) => r.regex(PHONE) }),
      ],
    }),
    defineField({
      name: 'social',
      type: 'object',
      group: 'contact',
      description: 'Shown only when the URL is set and "Show social links" is on.',
      fields: SOCIAL_NETWORKS.map((n) =>
        defineField({ name: n, type: 'url', validation: (r) => r.uri({ scheme: ['https'] }) }),
      ),
    }),
    defineField({
      name: 'base_domain',
      title: 'Dealer-network base domain',
      description: 'External network site for New Vehicles, Book a Service etc. Empty: /genuine-service is used.',
      type: 'url',
      group: 'contact',
    }),
    adminOnly(defineField({
      name: 'finance_provider',
      type: 'string',
      group: 'features',
      options: { list: [...FINANCE_LENDERS] },
    })),
    adminOnly(defineField({
      name: 'valuation_provider',
      type: 'string',
      group: 'features',
      options: { list: ['none', 'autograb', 'manual'] },
      initialValue: 'none',
    })),
    adminOnly(defineField({
      name: 'search_settings',
      type: 'object',
      group: 'search',
      fields: [
        defineField({
          name: 'search_filters',
          title: 'Site search filters',
          description: 'Always applied: a shopper can narrow but never widen what this site shows.',
          type: 'object',
          fields: [
            defineField({ name: 'dealership_ids', type: 'array', of: [{ type: 'string' }] }),
            defineField({ name: 'car_types', type: 'array', of: [{ type: 'string' }], options: { list: [...CAR_TYPES] } }),
            defineField({ name: 'item_types', type: 'array', of: [{ type: 'string' }] }),
            defineField({ name: 'makes', title: 'Only these makes', type: 'array', of: [{ type: 'string' }] }),
            defineField({ name: 'excluded_makes', type: 'array', of: [{ type: 'string' }] }),
            defineField({
              name: 'excluded_new_makes',
              title: 'Makes excluded when new',
              description: 'e.g. new Nissan or Mazda sold on another site',
              type: 'array',
              of: [{ type: 'string' }],
            }),
            defineField({ name: 'excluded_stocknums', type: 'array', of: [{ type: 'string' }] }),
            defineField({ name: 'used_only', type: 'boolean', initialValue: false }),
            defineField({ name: 'in_stock_only', title: 'Status in stock only', type: 'boolean', initialValue: false }),
          ],
        }),
        defineField({ name: 'page_size', type: 'number', initialValue: 21, validation: (r) => r.integer().min(6).max(60) }),
        defineField({
          name: 'stock_filter_days',
          title: 'Show sold cars for (days)',
          type: 'number',
          initialValue: 3,
          validation: (r) => r.integer().min(0).max(14),
        }),
        defineField({
          name: 'promo_positions',
          description: 'Result positions for promo cards, e.g. [8, 17], [9], [6] or [4].',
          type: 'array',
          of: [{ type: 'number', validation: (r) => r.integer().min(1).max(60) }],
        }),
        defineField({ name: 'shuffle_promos', type: 'boolean', initialValue: false }),
        defineField({ name: 'certified_only', type: 'boolean', initialValue: false }),
        defineField({
          name: 'stock_count_override',
          description: 'Shown instead of a result count over 1999.',
          type: 'number',
          validation: (r) => r.integer().min(0),
        }),
        defineField({ name: 'price_asc_excludes_zero', title: "'Price low to high' hides cars without a price", type: 'boolean', initialValue: false }),
        defineField({ name: 'range_max_from_facets', title: 'Slider maximum from facet stats', type: 'boolean', initialValue: false }),
        defineField({ name: 'popular_makes', type: 'array', of: [{ type: 'string' }] }),
      ],
    })),
    adminOnly(defineField({
      name: 'specifications',
      type: 'object',
      group: 'search',
      fields: [
        defineField({ name: 'just_arrived_days', type: 'number', initialValue: 8, validation: (r) => r.integer().min(0).max(60) }),
        defineField({ name: 'just_arrived_tag_name', type: 'string', initialValue: 'New' }),
        defineField({ name: 'sold_tag_name', type: 'string', initialValue: 'JUST SOLD' }),
        defineField({
          name: 'tag_colours',
          description: "Manual tag colours, e.g. 'runout sale' green; others red.",
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'tagColour',
              fields: [
                defineField({ name: 'tag', type: 'string', validation: (r) => r.required() }),
                defineField({ name: 'colour', type: 'string', options: { list: ['green', 'red', 'blue', 'orange', 'black'] }, validation: (r) => r.required() }),
              ],
            }),
          ],
        }),
      ],
    })),
    adminOnly(defineField({ name: 'no_price_text', type: 'string', group: 'search', initialValue: 'Enquire for price.' })),
    adminOnly(defineField({
      name: 'reviews_minimum_rating',
      title: 'Reviews: minimum rating shown',
      type: 'number',
      group: 'features',
      initialValue: 4,
      validation: (r) => r.min(1).max(5),
    })),
    adminOnly(defineField({
      name: 'features',
      type: 'object',
      group: 'features',
      fields: [
        flag('favourites', 'Favourites'),
        flag('compare', 'Compare'),
        flag('garage', 'Garage'),
        defineField({
          name: 'garage_alias',
          title: 'Garage alias',
          description: "The dealer group's own address for the garage (/mymotorama...), besides /my-garage.",
          type: 'string',
          options: { list: [...BRAND_GARAGE_ALIASES] },
        }),
        flag('watchlist', 'Watchlist'),
        flag('reserve', 'Reserve online (checkout)'),
        defineField({
          name: 'checkout_path',
          type: 'string',
          options: { list: ['checkout', 'buy-online'], layout: 'radio' },
          initialValue: 'checkout',
        }),
        defineField({ name: 'reserve_deposit', type: 'number', initialValue: 200, validation: (r) => r.min(0).max(5000) }),
        defineField({
          name: 'reserve_terms',
          title: 'Reserve: refund terms',
          description:
            "The dealer's words on the deposit's hold and refund, shown at checkout and in the vehicle page's Reserve Online tab. {deposit} becomes the deposit amount. Empty: 'Reserve this car online with a {deposit} deposit and we'll hold it for you for 48 hours. Your deposit is 100% refundable if you change your mind.'",
          type: 'text',
          rows: 3,
          validation: (r) => r.max(600),
        }),
        flag('online_purchase', 'Online purchase'),
        flag('trade_in', 'Trade-in valuation'),
        flag('save_valuation', 'Also save valuation results (POST /api/miscellaneous)'),
        flag('subscriptions', 'Subscriptions (weekly price)'),
        flag('fuel_tags', 'Fuel tags (Electric, Hybrid, PHEV)'),
        defineField({
          name: 'phone_reveal',
          type: 'string',
          options: { list: ['masked', 'direct'], layout: 'radio' },
          initialValue: 'direct',
        }),
        flag('hide_twitter_share', 'Hide Twitter share'),
        flag('vehicle_map_section', 'Vehicle page map section'),
        flag('chat', 'Chat'),
        flag('whatsapp', 'WhatsApp'),
        flag('history_report', 'Car history report'),
        flag('make_an_offer', 'Make an offer'),
        flag('print', 'Print / PDF', undefined, true),
        flag('popup', 'Popup promotion'),
        flag('toyota_certified', 'Toyota certified badge'),
        flag('below_market_badge', 'Below-market badge'),
        flag('guarantees_banner', 'Guarantees banner'),
        flag('we_accept_strip', "'We accept' icon strip"),
        flag('show_social_links', 'Show social links'),
        flag('terms_required', 'Forms require terms agreement'),
        flag('contact_comments_optional', 'Contact form comments optional'),
        flag(
          'compare_requires_used_priced_with_images',
          'Compare/favourite only on used cars with a price and photos',
        ),
        flag('show_unregistered', "Show 'Unregistered' for an expired rego"),
        defineField({
          name: 'gated_routes',
          type: 'array',
          of: [{ type: 'string' }],
          options: { list: [...GATED_ROUTES] },
          validation: (r) => r.unique(),
        }),
      ],
    })),
    defineField({
      name: 'theme',
      type: 'object',
      group: 'theme',
      fields: [
        defineField({
          name: 'primary',
          title: 'Primary colour',
          type: 'string',
          validation: (r) => r.required().regex(/^#[0-9a-fA-F]{6}$/, { name: 'hex colour' }),
        }),
        defineField({
          name: 'accent',
          title: 'Accent colour',
          type: 'string',
          validation: (r) => r.regex(/^#[0-9a-fA-F]{6}$/, { name: 'hex colour' }),
        }),
        // No alternative text asked for (unlike every other image): the header shows the logo as a
        // decorative picture beside the site's name, which is what screen readers read.
        defineField({ name: 'logo', type: 'image', description: "Shown in the header beside the site's name (screen readers read the name), so it needs no alternative text." }),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'template', media: 'theme.logo' } },
});
