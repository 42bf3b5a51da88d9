/**
 * The desktop header menu's top row as markup: what DesktopNavMenu (Radix) renders, drawn from the
 * items alone. The server draws it into the HTML and the browser keeps it (KeptDesktopNav,
 * ui/kept-markup.tsx) until DesktopNav swaps in the Radix menu, so every page's RSC payload carries
 * the items' keys, labels and targets rather than the row's markup a second time. Links work (kept
 * markup routes them through Next's router); a dropdown button is DesktopNav's, which loads the
 * menu and opens that dropdown.
 */
import { Chevron, NAV_CLASS, NAV_ITEM_CLASS, NAV_LIST_CLASS } from './desktop-nav-parts';
import { ContentAnchor } from './ContentAnchor';
import type { MenuLink } from './nav-types';

/** A top-level item: its link, or a dropdown; `position` is its wrapper's classes (navItemClass). */
export interface NavBarItem extends MenuLink {
  dropdown: boolean;
  position: string;
}

export default function DesktopNavView({ items }: { items: NavBarItem[] }) {
  return (
    <nav aria-label="Main" className={NAV_CLASS}>
      {/* The same wrapper Radix's list renders */}
      <div style={{ position: 'relative' }}>
        <ul className={NAV_LIST_CLASS}>
          {items.map((item) => (
            <li key={item.key} className={item.position}>
              {item.dropdown ? (
                <button type="button" data-nav-key={item.key} aria-expanded={false} className={`group ${NAV_ITEM_CLASS}`}>
                  {item.label}
                  <Chevron />
                </button>
              ) : (
                <ContentAnchor data-nav-key={item.key} path={item.path} url={item.url} className={NAV_ITEM_CLASS}>
                  {item.label}
                </ContentAnchor>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
