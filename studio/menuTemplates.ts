/**
 * A new header or footer menu starts with the entries that kind of dealer needs (after the sample
 * dealer of each template). Every path is a fixed route of the site's route table that answers on
 * every site of that template, whatever its switches and content: no content page, location or blog
 * post (they may not exist yet), no route behind a feature (trade-in, favourites) or a franchise
 * manufacturer (/models). The footer adds the legal links and the locations itself, so they are not
 * repeated here.
 */
import type { Template as SiteTemplate } from '@forecourt/schemas/sanity';
import type { InitialValueResolverContext, Template } from 'sanity';
import type { SiteTemplateParams } from './siteDocuments';
import { templateSite } from './templateSite';

export type Placement = 'header' | 'footer';

interface MenuLink {
  label: string;
  path: string;
  mandatory?: boolean;
  hidden?: boolean;
  dynamic?: 'models' | 'brands';
}

interface MenuEntry extends MenuLink {
  right_aligned?: boolean;
  children?: MenuLink[];
}

const HOME: MenuEntry = { label: 'Home', path: '/', hidden: true, mandatory: true };
const OFFERS: MenuEntry = { label: 'Special Offers', path: '/special-offers' };

const SERVICE_LINKS: MenuLink[] = [
  { label: 'Book a Service', path: '/service' },
  { label: 'Search for a Part', path: '/parts/search' },
];

const FINANCE_LINKS: MenuLink[] = [
  { label: 'Finance Calculator', path: '/finance' },
  { label: 'About Car Finance', path: '/car-finance' },
  { label: 'Finance Enquiry', path: '/finance-enquiry' },
  { label: 'Apply for Finance', path: '/apply-for-finance' },
];

const FINANCE: MenuEntry = { label: 'Finance', path: '/finance', children: FINANCE_LINKS };

const CONTACT: MenuEntry = {
  label: 'Contact',
  path: '/our-location',
  right_aligned: true,
  mandatory: true,
  children: [
    { label: 'Our Locations', path: '/our-location' },
    { label: 'Customer Feedback', path: '/customer-feedback-survey' },
    { label: 'Complaint Handling Process', path: '/pages/complaint-handling-process', mandatory: true },
  ],
};

const HEADERS: ReadonlyMap<SiteTemplate, MenuEntry[]> = new Map<SiteTemplate, MenuEntry[]>([
  [
    'toyota',
    [
      HOME,
      // The model mega menu where the site has a franchise manufacturer; else a link to new stock.
      { label: 'New Vehicles', path: '/search/new-cars', dynamic: 'models', mandatory: true },
      {
        label: 'Pre-Owned Vehicles',
        path: '/pre-owned',
        mandatory: true,
        children: [
          { label: 'Pre-Owned Vehicles', path: '/pre-owned' },
          { label: 'Toyota Certified Pre-Owned Vehicles', path: '/pre-owned?certified=true' },
          { label: 'Demo Vehicles', path: '/search/demo-cars' },
        ],
      },
      OFFERS,
      { label: 'Service', path: '/service', mandatory: true, children: SERVICE_LINKS },
      { label: 'Finance & Insurance', path: '/finance-enquiry', children: FINANCE_LINKS },
      CONTACT,
    ],
  ],
  [
    'group',
    [
      HOME,
      { label: 'New Cars', path: '/search/new-cars', mandatory: true },
      // The brand-logo menu of the site's makes; a plain link to all stock while it has none.
      { label: 'Our Brands', path: '/new-used-and-demo-cars', dynamic: 'brands' },
      { label: 'Used Cars', path: '/search/used-cars', mandatory: true },
      { label: 'Demo Cars', path: '/search/demo-cars' },
      OFFERS,
      FINANCE,
      { label: 'Service', path: '/service', children: SERVICE_LINKS },
      CONTACT,
    ],
  ],
  [
    'used',
    [
      HOME,
      {
        label: 'Buy a Car',
        path: '/search/used-cars',
        mandatory: true,
        children: [
          { label: 'All Used Cars', path: '/search/used-cars' },
          { label: 'Cars Under $15,000', path: '/search/used-cars?price=0-15000' },
          { label: 'Just Arrived', path: '/search/used-cars?sortBy=created_at_timestamp:desc' },
        ],
      },
      FINANCE,
      CONTACT,
    ],
  ],
  [
    'caravan',
    [
      HOME,
      { label: 'New Caravans', path: '/search/new-cars', mandatory: true },
      { label: 'Used Caravans', path: '/search/used-cars', mandatory: true },
      OFFERS,
      { label: 'Service & Parts', path: '/service', children: SERVICE_LINKS },
      FINANCE,
      CONTACT,
    ],
  ],
]);

const FOOTER_SERVICE: MenuEntry = { label: 'Owners', path: '/service', children: SERVICE_LINKS };
const FOOTER_FINANCE: MenuEntry = { label: 'Finance', path: '/finance', children: FINANCE_LINKS };
const FOOTER_CONTACT: MenuEntry = {
  label: 'Contact',
  path: '/our-location',
  children: [
    { label: 'Our Locations', path: '/our-location' },
    { label: 'Customer Feedback', path: '/customer-feedback-survey' },
  ],
};

const stockColumn = (label: string, links: MenuLink[]): MenuEntry => ({
  label,
  path: '/new-used-and-demo-cars',
  children: [...links, { label: 'Special Offers', path: '/special-offers' }],
});

const FOOTERS: ReadonlyMap<SiteTemplate, MenuEntry[]> = new Map<SiteTemplate, MenuEntry[]>([
  [
    'toyota',
    [
      stockColumn('Vehicles', [
        { label: 'New Vehicles', path: '/search/new-cars' },
        { label: 'Pre-Owned Vehicles', path: '/pre-owned' },
        { label: 'Demo Vehicles', path: '/search/demo-cars' },
      ]),
      FOOTER_SERVICE,
      FOOTER_FINANCE,
      FOOTER_CONTACT,
    ],
  ],
  [
    'group',
    [
      stockColumn('Shop', [
        { label: 'New Cars', path: '/search/new-cars' },
        { label: 'Used Cars', path: '/search/used-cars' },
        { label: 'Demo Cars', path: '/search/demo-cars' },
      ]),
      FOOTER_SERVICE,
      FOOTER_FINANCE,
      FOOTER_CONTACT,
    ],
  ],
  [
    'used',
    [
      { label: 'Shop', path: '/search/used-cars', children: [{ label: 'Used Cars', path: '/search/used-cars' }] },
      FOOTER_FINANCE,
      FOOTER_CONTACT,
    ],
  ],
  [
    'caravan',
    [
      stockColumn('Caravans', [
        { label: 'New Caravans', path: '/search/new-cars' },
        { label: 'Used Caravans', path: '/search/used-cars' },
      ]),
      FOOTER_SERVICE,
      FOOTER_FINANCE,
      FOOTER_CONTACT,
    ],
  ],
]);

/** A site whose template is not set yet gets the menus every site can use. */
const FALLBACK: ReadonlyMap<Placement, MenuEntry[]> = new Map<Placement, MenuEntry[]>([
  ['header', [HOME, { label: 'Cars', path: '/new-used-and-demo-cars', mandatory: true }, OFFERS, FINANCE, CONTACT]],
  ['footer', [stockColumn('Shop', []), FOOTER_FINANCE, FOOTER_CONTACT]],
]);

export function menuEntries(template: SiteTemplate | undefined, placement: Placement): MenuEntry[] {
  const menus = placement === 'header' ? HEADERS : FOOTERS;
  return (template && menus.get(template)) || FALLBACK.get(placement) || [];
}

/** The menu as the navigation document stores it (Sanity adds each item's _key). */
export function menuItems(template: SiteTemplate | undefined, placement: Placement) {
  return menuEntries(template, placement).map(({ children, ...entry }) => ({
    _type: 'navItem',
    ...entry,
    ...(children ? { children: children.map((link) => ({ _type: 'navLink', ...link })) } : {}),
  }));
}

export const menuTemplateId = (placement: Placement) => `navigation-${placement}-for-site`;

const PLACEMENT_TITLES: ReadonlyMap<Placement, string> = new Map([
  ['header', 'Header menu'],
  ['footer', 'Footer menu'],
]);

export const menuTemplates: Template<SiteTemplateParams>[] = (['header', 'footer'] as const).map((placement) => ({
  id: menuTemplateId(placement),
  title: PLACEMENT_TITLES.get(placement) ?? placement,
  schemaType: 'navigation',
  parameters: [{ name: 'siteId', type: 'string' }],
  value: async ({ siteId }: SiteTemplateParams, context: InitialValueResolverContext) => ({
    site: { _type: 'reference', _ref: siteId },
    placement,
    items: menuItems((await templateSite(siteId, context)).template, placement),
  }),
}));
