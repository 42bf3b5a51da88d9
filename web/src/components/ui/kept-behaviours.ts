/**
 * What kept markup does (ui/kept-markup.tsx), fetched when the pointer or the focus first comes into
 * an island: Show more buttons and tabs, switched in the DOM since nothing of kept markup hydrates.
 */
export { toggleShowMore } from './show-more';
export { moveTab, selectTab } from './tabs';
