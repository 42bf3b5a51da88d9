/**
 * What kept markup does (ui/kept-markup.tsx), fetched when the pointer or the focus first comes into
 * an island: Show more buttons and tabs, switched in the DOM since nothing of kept markup hydrates,
 * and the vehicle page's share row (its popups and copying).
 */
export { toggleShowMore } from './show-more';
export { moveTab, selectTab } from './tabs';
export { copyShareLink, dismissShareToast, openSharePopup } from '@/components/vehicle/share/share-behaviour';
