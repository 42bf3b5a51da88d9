/**
 * What the desktop menu and its placeholder (DesktopNav) share, so the markup a shopper sees before
 * the menu's code loads is the same as after: no shift, no flash.
 */
import type { MenuEntry } from './nav-types';

/** Radix wraps the list in a div; it must fill the row, or right-aligned items cannot sit right. */
export const NAV_CLASS = 'relative hidden flex-1 xl:flex [&>div]:flex-1';
export const NAV_LIST_CLASS = 'flex w-full flex-wrap items-center gap-1';
export const NAV_ITEM_CLASS =
  'inline-flex items-center gap-1 rounded px-2.5 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100 data-[state=open]:bg-gray-100';
/** Tailwind's `xl`, below which the header shows the mobile menu instead. */
export const DESKTOP_NAV_MEDIA = '(min-width: 80rem)';

export function hasDropdown(entry: MenuEntry): boolean {
  return entry.children.length > 0 || Boolean(entry.modelGroups);
}

/** Each item's wrapper; the first right-aligned item pushes the rest of the row to the right. */
export function navItemClass(entries: MenuEntry[], index: number): string {
  return index === entries.findIndex((e) => e.rightAligned) ? 'relative ml-auto' : 'relative';
}

export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 transition-transform group-data-[state=open]:rotate-180">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
