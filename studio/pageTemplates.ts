/**
 * The standard pages every dealer site needs, as page templates: the slugs the site's own links and
 * routes look for (the footer's privacy and terms links, the forms' collection notice, /contact-us,
 * /success after a lead, the home page) and the ones every sample dealer has (about us, careers). The
 * complaint handling page is not one of them: the site generates it from the complaints contact.
 *
 * They hold structure, never made-up facts: headings to write under, the blocks that show the
 * dealer's own locations, offers, reviews and forms, and links only to fixed routes (as the menus).
 */
import type { Template as SiteTemplate } from '@forecourt/schemas/sanity';
import type { InitialValueResolverContext, Template } from 'sanity';
import type { SiteTemplateParams } from './siteDocuments';
import { templateSite, type TemplateSite } from './templateSite';

type Block = { _type: string } & Record<string, unknown>;

const textBlock = (style: 'normal' | 'h2', text: string) => ({
  _type: 'block',
  style,
  markDefs: [],
  children: [{ _type: 'span', text, marks: [] }],
});
const headings = (...texts: string[]) => texts.map((text) => textBlock('h2', text));

const link = (label: string, path: string) => ({ _type: 'navLink', label, path });
const hero = (heading: string, actions: ReturnType<typeof link>[]): Block => ({ _type: 'heroBlock', heading, actions });
const quickSearch = (heading: string): Block => ({ _type: 'quickSearchBlock', heading });
const tiles = (facet: 'make' | 'simple_body', heading: string): Block => ({ _type: 'stockTilesBlock', facet, heading });
const offers: Block = { _type: 'offersBlock', heading: 'Current offers', limit: 3 };
const reviews: Block = { _type: 'reviewsBlock', heading: 'What our customers say', min_rating: 4, limit: 3 };
const locations = (heading: string): Block => ({ _type: 'locationsBlock', heading, filter: 'all', variant: 'grid' });
const form = (kind: 'contact' | 'careers', heading: string): Block => ({ _type: 'leadFormBlock', form: kind, heading });

const HOME_BLOCKS: ReadonlyMap<SiteTemplate, Block[]> = new Map<SiteTemplate, Block[]>([
  [
    'toyota',
    [
      hero('Your local Toyota dealer', [link('Browse pre-owned', '/pre-owned'), link('Special offers', '/special-offers')]),
      quickSearch('Find your next Toyota'),
      offers,
      tiles('simple_body', 'Shop by body'),
      locations('Visit us'),
      reviews,
    ],
  ],
  [
    'group',
    [
      hero('New, used and demo cars from the brands you trust', [link('New cars', '/search/new-cars'), link('Used cars', '/search/used-cars')]),
      quickSearch('Find your next car'),
      tiles('make', 'Shop by make'),
      tiles('simple_body', 'Shop by body'),
      offers,
      reviews,
      locations('Our locations'),
    ],
  ],
  [
    'used',
    [
      hero('Quality used cars at a fair price', [link('Browse used cars', '/search/used-cars'), link('Get pre-approved', '/apply-for-finance')]),
      quickSearch('Find your next car'),
      tiles('make', 'Shop by make'),
      tiles('simple_body', 'Shop by body'),
      reviews,
      locations('Visit us'),
    ],
  ],
  [
    'caravan',
    [
      hero('New and used caravans for every adventure', [link('New caravans', '/search/new-cars'), link('Used caravans', '/search/used-cars')]),
      quickSearch('Find your next caravan'),
      tiles('make', 'Shop by brand'),
      offers,
      locations('Visit our yards'),
      reviews,
    ],
  ],
]);

interface StandardPage {
  /** The page's slug, and its template's id: page-<slug>-for-site. */
  slug: string;
  /** The template's name in the "Create" menu. */
  menuTitle: string;
  value: (site: TemplateSite) => Record<string, unknown>;
}

export const STANDARD_PAGES: readonly StandardPage[] = [
  {
    slug: 'home',
    menuTitle: 'Home page',
    // The home page's title is the browser tab and search result title: the dealer's name to start with.
    value: (site) => ({
      ...(site.name ? { title: site.name } : {}),
      blocks: (site.template && HOME_BLOCKS.get(site.template)) || HOME_BLOCKS.get('group'),
    }),
  },
  {
    slug: 'about-us',
    menuTitle: 'About us',
    value: () => ({ title: 'About Us', body: headings('Our story', 'Our team'), blocks: [locations('Visit us'), reviews] }),
  },
  {
    slug: 'contact-us',
    menuTitle: 'Contact us',
    value: () => ({ title: 'Contact Us', blocks: [form('contact', 'Send us a message'), locations('Visit us')] }),
  },
  {
    slug: 'careers',
    menuTitle: 'Careers',
    value: () => ({ title: 'Careers', body: headings('Current opportunities', 'Why work with us'), blocks: [form('careers', 'Apply now')] }),
  },
  {
    slug: 'privacy-policy',
    menuTitle: 'Privacy policy',
    // The Australian Privacy Principles' headings (APP 1.4 says what a policy must cover).
    value: () => ({
      title: 'Privacy Policy',
      body: headings(
        'The personal information we collect',
        'How we collect it',
        'Why we collect, use and disclose it',
        'Who we share it with',
        'Access and correction',
        'Complaints',
        'Contact us',
      ),
    }),
  },
  {
    slug: 'terms-and-conditions',
    menuTitle: 'Terms and conditions',
    value: () => ({
      title: 'Terms and Conditions',
      body: headings('Using this website', 'Prices and availability', 'Finance', 'Liability', 'Contact us'),
    }),
  },
  {
    slug: 'success',
    menuTitle: 'Thank you (after a form)',
    // The site's own words when there is no page, ready to be made the dealer's.
    value: () => ({
      title: 'Thank you',
      body: [...headings('What happens next'), textBlock('normal', 'Our team will contact you within one business day, usually much sooner during opening hours.')],
    }),
  },
];

export const pageTemplateId = (slug: string) => `page-${slug}-for-site`;

export const pageTemplates: Template<SiteTemplateParams>[] = STANDARD_PAGES.map((page) => ({
  id: pageTemplateId(page.slug),
  title: page.menuTitle,
  schemaType: 'page',
  parameters: [{ name: 'siteId', type: 'string' }],
  value: async ({ siteId }: SiteTemplateParams, context: InitialValueResolverContext) => ({
    site: { _type: 'reference', _ref: siteId },
    slug: { _type: 'slug', current: page.slug },
    ...page.value(await templateSite(siteId, context)),
  }),
}));
