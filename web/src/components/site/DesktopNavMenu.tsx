'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useRef, type ReactElement } from 'react';
import { Chevron, NAV_CLASS, NAV_ITEM_CLASS, NAV_LIST_CLASS, hasDropdown, hasMegaMenu, navItemClass } from './desktop-nav-parts';
import { BrandMegaMenu, ModelMegaMenu } from './MegaMenus';
import { SmartLink } from './SmartLink';
import type { MenuEntry } from './nav-types';

const itemClass = NAV_ITEM_CLASS;

/** Each link of a dropdown goes through Radix: arrow keys move between them, and choosing one closes the menu. */
const radixLink = (link: ReactElement) => <NavigationMenu.Link asChild>{link}</NavigationMenu.Link>;

function Dropdown({ entry }: { entry: MenuEntry }) {
  if (entry.modelGroups) {
    return (
      <>
        <ModelMegaMenu groups={entry.modelGroups} wrap={radixLink} />
        {entry.path || entry.url ? (
          <p className="border-t border-gray-200 px-5 py-3">
            {radixLink(
              <SmartLink path={entry.path} url={entry.url} className="text-sm font-semibold underline underline-offset-2">
                {`All ${entry.label}`}
              </SmartLink>,
            )}
          </p>
        ) : null}
      </>
    );
  }
  if (entry.brands) return <BrandMegaMenu brands={entry.brands} wrap={radixLink} />;
  const parentIsChild = entry.children.some((c) => c.path === entry.path && c.url === entry.url);
  const links = entry.path || entry.url ? (parentIsChild ? entry.children : [{ key: `${entry.key}-self`, label: entry.label, path: entry.path, url: entry.url }, ...entry.children]) : entry.children;
  return (
    <ul className="min-w-64 p-2">
      {links.map((child) => (
        <li key={child.key}>
          <NavigationMenu.Link asChild>
            <SmartLink path={child.path} url={child.url} className="block rounded px-3 py-2 text-sm hover:bg-gray-100">
              {child.label}
            </SmartLink>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  );
}

export interface DesktopNavMenuProps {
  entries: MenuEntry[];
  /** The dropdown a shopper asked for before this code loaded: it opens at once. */
  openKey?: string;
  /** The item that had keyboard focus in the placeholder: focus moves to the same item here. */
  focusKey?: string;
}

/**
 * The desktop header menu: Radix NavigationMenu gives keyboard and screen-reader behaviour for
 * dropdowns. Loaded on demand by DesktopNav, which shows the same markup until then.
 */
export default function DesktopNavMenu({ entries, openKey, focusKey }: DesktopNavMenuProps) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusKey) root.current?.querySelector<HTMLElement>(`[data-nav-key="${CSS.escape(focusKey)}"]`)?.focus();
  }, [focusKey]);
  return (
    <NavigationMenu.Root ref={root} aria-label="Main" className={NAV_CLASS} delayDuration={100} defaultValue={openKey}>
      <NavigationMenu.List className={NAV_LIST_CLASS}>
        {entries.map((entry, index) => (
          <NavigationMenu.Item key={entry.key} value={entry.key} className={navItemClass(entries, index)}>
            {hasDropdown(entry) ? (
              <>
                <NavigationMenu.Trigger data-nav-key={entry.key} className={`group ${itemClass}`}>
                  {entry.label}
                  <Chevron />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content
                  className={`absolute top-full z-50 mt-2 rounded-md border border-gray-200 bg-white shadow-lg ${dropdownSide(entries, index)}`}
                  data-dropdown={entry.key}
                >
                  <Dropdown entry={entry} />
                </NavigationMenu.Content>
              </>
            ) : (
              <NavigationMenu.Link asChild>
                <SmartLink data-nav-key={entry.key} path={entry.path} url={entry.url} className={itemClass}>
                  {entry.label}
                </SmartLink>
              </NavigationMenu.Link>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/**
 * Mega menus span the menu row; other dropdowns right of the first right-aligned item open leftwards,
 * so they stay on screen.
 */
function dropdownSide(entries: MenuEntry[], index: number): string {
  if (hasMegaMenu(entries[index]!)) return 'inset-x-0';
  const firstRight = entries.findIndex((e) => e.rightAligned);
  return index >= firstRight && firstRight !== -1 ? 'right-0' : 'left-0';
}
