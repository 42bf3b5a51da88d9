/**
 * The desktop header menu before its code has loaded: the markup DesktopNavMenu (Radix) renders,
 * drawn on the server and kept by the browser (DesktopNavView), from the top-level items only — the
 * dropdowns' entries come with the menu's code (GET /api/menu). A server component.
 */
import { hasDropdown, navItemClass } from './desktop-nav-parts';
import { KeptDesktopNav } from './KeptDesktopNav';
import type { NavBarItem } from './DesktopNavView';
import type { MenuEntry } from './nav-types';

export function DesktopNavPlaceholder({ entries }: { entries: MenuEntry[] }) {
  const items = entries.map(
    (entry, index): NavBarItem => ({
      key: entry.key,
      label: entry.label,
      ...(entry.path ? { path: entry.path } : {}),
      ...(entry.url ? { url: entry.url } : {}),
      dropdown: hasDropdown(entry),
      position: navItemClass(entries, index),
    }),
  );
  // `contents`: the kept element must not become the header row's flex item in place of the <nav>.
  return <KeptDesktopNav className="contents" items={items} />;
}
