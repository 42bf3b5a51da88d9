/**
 * The desktop header menu as server HTML: the markup DesktopNavMenu (Radix) renders, drawn before its
 * code has loaded. Links work; a dropdown button is handled by DesktopNav, which loads the menu and
 * opens that dropdown. A server component, so none of this is browser code.
 */
import {
  Chevron,
  NAV_CLASS,
  NAV_ITEM_CLASS,
  NAV_LIST_CLASS,
  hasDropdown,
  navItemClass,
} from './desktop-nav-parts';
import { SmartLink } from './SmartLink';
import type { MenuEntry } from './nav-types';

export function DesktopNavPlaceholder({ entries }: { entries: MenuEntry[] }) {
  return (
    <nav aria-label="Main" className={NAV_CLASS}>
      {/* The same wrapper Radix's list renders */}
      <div style={{ position: 'relative' }}>
        <ul className={NAV_LIST_CLASS}>
          {entries.map((entry, index) => (
            <li key={entry.key} className={navItemClass(entries, index)}>
              {hasDropdown(entry) ? (
                <button type="button" data-nav-key={entry.key} aria-expanded={false} className={`group ${NAV_ITEM_CLASS}`}>
                  {entry.label}
                  <Chevron />
                </button>
              ) : (
                <SmartLink data-nav-key={entry.key} path={entry.path} url={entry.url} className={NAV_ITEM_CLASS}>
                  {entry.label}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
