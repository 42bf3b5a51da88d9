/** Per-site document types: their titles in the desk and the templates that pre-fill `site`. */
import { SITE_DOCUMENT_TYPES } from '@forecourt/schemas/sanity';
import type { NewDocumentOptionsResolver, Template } from 'sanity';
import { dealerSiteTemplates } from './dealerSiteTemplates';
import { menuTemplates } from './menuTemplates';
import { pageTemplates } from './pageTemplates';

export type SiteDocumentType = (typeof SITE_DOCUMENT_TYPES)[number];

// A Record, so a type added to SITE_DOCUMENT_TYPES fails the typecheck here until it has a title.
export const SITE_DOCUMENT_TITLES: Record<SiteDocumentType, string> = {
  navigation: 'Navigation',
  location: 'Locations',
  offer: 'Offers',
  promo: 'Promo cards',
  popupPromotion: 'Popup promotions',
  review: 'Reviews',
  page: 'Pages',
  blogPost: 'Blog posts',
};

/** Desk order of the per-site lists (the order of the titles above). */
export const SITE_DOCUMENT_ORDER = Object.keys(SITE_DOCUMENT_TITLES) as SiteDocumentType[];

const perSiteTypes: ReadonlySet<string> = new Set(SITE_DOCUMENT_TYPES);

export const isSiteDocumentType = (type: string): type is SiteDocumentType => perSiteTypes.has(type);

export const siteTemplateId = (type: SiteDocumentType) => `${type}-for-site`;

export interface SiteTemplateParams {
  siteId: string;
}

/** One template per per-site type: a new document starts with its `site` reference set. */
export const siteTemplates: Template<SiteTemplateParams>[] = SITE_DOCUMENT_TYPES.map((type) => ({
  id: siteTemplateId(type),
  title: SITE_DOCUMENT_TITLES[type],
  schemaType: type,
  parameters: [{ name: 'siteId', type: 'string' }],
  value: ({ siteId }: SiteTemplateParams) => ({ site: { _type: 'reference', _ref: siteId } }),
}));

/** Every template that needs a site: the plain one per type, the menus and the standard pages. */
export const perSiteTemplates: Template<SiteTemplateParams>[] = [...siteTemplates, ...menuTemplates, ...pageTemplates];

/** What a site's list offers under "Create": a navigation document is a header or a footer menu; a page may be a standard one. */
const LIST_TEMPLATES: ReadonlyMap<SiteDocumentType, string[]> = new Map<SiteDocumentType, string[]>([
  ['navigation', menuTemplates.map((t) => t.id)],
  ['page', [siteTemplateId('page'), ...pageTemplates.map((t) => t.id)]],
]);

export const listTemplateIds = (type: SiteDocumentType): string[] => LIST_TEMPLATES.get(type) ?? [siteTemplateId(type)];

/** A dealer site starts from one of the four templates (dealerSiteTemplates.ts), never blank. */
export const dealerSiteTemplateIds = dealerSiteTemplates.map((t) => t.id);

const notInGlobalMenu: ReadonlySet<string> = new Set([
  // Site documents are made inside their site; the finance settings exist once (opened from the desk).
  'financeSettings',
  'site',
  ...SITE_DOCUMENT_TYPES,
  ...perSiteTemplates.map((t) => t.id),
]);

/**
 * The global "Create" menu knows no site, so it offers no per-site types: those are created from a dealer
 * site's lists, where the site reference is filled in.
 */
export const newDocumentOptions: NewDocumentOptionsResolver = (prev, { creationContext }) =>
  creationContext.type === 'global' ? prev.filter((item) => !notInGlobalMenu.has(item.templateId)) : prev;
