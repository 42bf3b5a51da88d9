/** Per-site document types: their titles in the desk and the templates that pre-fill `site`. */
import { SITE_DOCUMENT_TYPES } from '@forecourt/schemas/sanity';
import type { NewDocumentOptionsResolver, Template } from 'sanity';

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

/**
 * The global "Create" menu knows no site, so it offers no per-site types: those are created from a dealer
 * site's lists, where the site reference is filled in.
 */
export const newDocumentOptions: NewDocumentOptionsResolver = (prev, { creationContext }) =>
  creationContext.type === 'global'
    ? prev.filter((item) => {
        const template = item.templateId;
        // Site documents are made inside their site; the finance settings exist once (opened from the desk).
        return template !== 'financeSettings' && !SITE_DOCUMENT_TYPES.some((type) => template === type || template === siteTemplateId(type));
      })
    : prev;
