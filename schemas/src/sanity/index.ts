import { site } from './site';
import { location, openingHour, specialHour } from './location';
import { navigation, navItem, navLink } from './navigation';
import { manufacturer, model } from './catalogue';
import { offer, popupPromotion, promo, review } from './marketing';
import {
  ctaBlock, featureListBlock, heroBlock, locationsBlock, offersBlock, portableText, reviewsBlock,
  richTextBlock, stockTilesBlock, quickSearchBlock, leadFormBlock,
} from './blocks';
import { blogPost, page } from './pages';
import { calculatorGroup, financeSettings } from './finance-settings';

export * from './constants';
export { ADMIN_ONLY_NOTE, ADMINISTRATOR_ROLE, adminOnly, isAdministrator, type UserWithRoles } from './admin-only';
export { FINANCE_SETTINGS_ID, FINANCE_SETTING_LIMITS } from './finance-settings';
export { CONTENT_FORM_KINDS, PAGE_BLOCK_TYPES, type ContentFormKind, type PageBlockType } from './blocks';
export { MISSING_ALT_TEXT } from './image';

/** Document types owned by one dealer site (they carry a `site` reference). */
export const SITE_DOCUMENT_TYPES = [
  'location', 'navigation', 'offer', 'promo', 'popupPromotion', 'review', 'page', 'blogPost',
] as const;

export const schemaTypes = [
  site, location, navigation, manufacturer, model, offer, promo, popupPromotion, review, page, blogPost, financeSettings,
  openingHour, specialHour, navLink, navItem, portableText, calculatorGroup,
  heroBlock, richTextBlock, stockTilesBlock, offersBlock, locationsBlock, reviewsBlock, ctaBlock, featureListBlock, quickSearchBlock, leadFormBlock,
];
