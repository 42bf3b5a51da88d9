/**
 * What the desktop menu and its placeholder (DesktopNavPlaceholder) share, so the markup a shopper sees before
 * the menu's code loads is the same as after: no shift, no flash.
 */
import { Icon } from '@/components/ui/Icon';
import type { MenuEntry } from './nav-types';

/** Radix wraps the list in a div; it must fill the row, or right-aligned items cannot sit right. */
export const NAV_CLASS = 'relative hidden flex-1 xl:flex [&>div]:flex-1';
/**
 * Compact enough that a ten-item Toyota header (spec §2) sits on one row from 1280 px, even in a wide
 * fallback font (DejaVu Sans on Linux: the row measures ≈ 1,060 px of the 1,248 the page allows).
 * Labels never break inside; an unusually long menu wraps whole items rather than scrolling sideways.
 */
export const NAV_LIST_CLASS = 'flex w-full flex-wrap items-center';
/** globals.css `nav-item`: one short class, since every page sends it for each item twice (HTML and RSC payload). */
export const NAV_ITEM_CLASS = 'nav-item';

/** A dropdown filled from content (models, brands) rather than from the entry's children. */
export function hasMegaMenu(entry: MenuEntry): boolean {
  return Boolean(entry.modelGroups ?? entry.brands);
}

export function hasDropdown(entry: MenuEntry): boolean {
  return entry.children.length > 0 || hasMegaMenu(entry);
}

/**
 * Each item's wrapper; the first right-aligned item pushes the rest of the row to the right. A mega
 * menu's item is not positioned, so its panel spans the whole menu row (the list's wrapper) instead
 * of hanging off one item.
 */
export function navItemClass(entries: MenuEntry[], index: number): string {
  const position = hasMegaMenu(entries[index]!) ? 'static' : 'relative';
  return index === entries.findIndex((e) => e.rightAligned) ? `${position} ml-auto` : position;
}

/** The dropdown's chevron (globals.css `nav-chevron`: its size, and its turn when open). */
export function Chevron() {
  return <Icon name="nav-chevron" className="nav-chevron" />;
}
