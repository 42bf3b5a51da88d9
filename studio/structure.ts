/** Desk structure: everything a dealer owns is found under its site; brands are shared by all sites. */
import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure';
import { FINANCE_SETTINGS_ID } from '@forecourt/schemas/sanity';
import { API_VERSION } from './env';
import {
  SITE_DOCUMENT_ORDER, SITE_DOCUMENT_TITLES, dealerSiteTemplateIds, isSiteDocumentType, listTemplateIds, type SiteDocumentType,
} from './siteDocuments';

const SHARED_BRAND_TYPES = ['manufacturer', 'model'] as const;
/** Platform-wide singletons: one document each, opened directly rather than listed. */
const SINGLETON_TYPES = ['financeSettings'] as const;
const HANDLED_TYPES: ReadonlySet<string> = new Set(['site', ...SHARED_BRAND_TYPES, ...SINGLETON_TYPES]);

/*
 * `siteId` is the published id of the site (the list pane passes published ids even when the site is
 * only a draft). Draft and published documents both reference the site by its published id, so one
 * filter finds both and the list shows each document once, draft over published.
 */
function siteDocumentList(S: StructureBuilder, type: SiteDocumentType, siteId: string) {
  return S.documentTypeList(type)
    .id(type)
    .title(SITE_DOCUMENT_TITLES[type])
    .apiVersion(API_VERSION)
    .filter('_type == $type && site._ref == $siteId')
    .params({ type, siteId })
    .initialValueTemplates(listTemplateIds(type).map((id) => S.initialValueTemplateItem(id, { siteId })));
}

function siteContent(S: StructureBuilder, siteId: string) {
  return S.list()
    .id(`site-${siteId}`)
    .title('Site content')
    .items([
      S.listItem()
        .id('settings')
        .title('Settings')
        .schemaType('site')
        .child(S.document().schemaType('site').documentId(siteId).title('Settings')),
      S.divider(),
      ...SITE_DOCUMENT_ORDER.map((type) =>
        S.listItem()
          .id(type)
          .title(SITE_DOCUMENT_TITLES[type])
          .schemaType(type)
          .child(siteDocumentList(S, type, siteId)),
      ),
    ]);
}

const dealerSites = (S: StructureBuilder): ListItemBuilder =>
  S.listItem()
    .id('sites')
    .title('Dealer sites')
    .schemaType('site')
    .child(
      S.documentTypeList('site')
        .title('Dealer sites')
        .apiVersion(API_VERSION)
        .defaultOrdering([{ field: 'name', direction: 'asc' }])
        .initialValueTemplates(dealerSiteTemplateIds.map((id) => S.initialValueTemplateItem(id)))
        .child((siteId) => siteContent(S, siteId)),
    );

const brands = (S: StructureBuilder): ListItemBuilder =>
  S.listItem()
    .id('brands')
    .title('Brands')
    .child(
      S.list()
        .id('brands')
        .title('Brands')
        .items(SHARED_BRAND_TYPES.map((type) => S.documentTypeListItem(type))),
    );

/** The finance settings (calculator limits per dealer group, excluded groups): one document for every site. */
const financeSettings = (S: StructureBuilder): ListItemBuilder =>
  S.listItem()
    .id('financeSettings')
    .title('Finance settings')
    .schemaType('financeSettings')
    .child(S.document().schemaType('financeSettings').documentId(FINANCE_SETTINGS_ID).title('Finance settings'));

export const structure: StructureResolver = (S) => {
  // Types the schema gains later still get a flat list, unless they belong to a site.
  const others = S.documentTypeListItems().filter((item) => {
    const id = item.getId();
    return id !== undefined && !HANDLED_TYPES.has(id) && !isSiteDocumentType(id);
  });

  return S.list()
    .title('Content')
    .items([dealerSites(S), brands(S), financeSettings(S), ...(others.length ? [S.divider(), ...others] : [])]);
};
