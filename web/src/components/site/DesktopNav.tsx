'use client';

/**
 * The desktop header menu, loaded when it can be used. The Radix menu (DesktopNavMenu, ≈ 15 KB
 * gzipped with its primitives) is not part of any page's first load: phones and tablets, which show
 * the mobile menu instead, never fetch it; a desktop fetches it once the browser is idle after the
 * page has painted, or at once when the shopper points at or tabs into the menu. Until then the same
 * markup is here: links work, and a dropdown asked for early opens as soon as the menu arrives, with
 * keyboard focus carried over.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { DesktopNavMenuProps } from './DesktopNavMenu';
import {
  Chevron,
  DESKTOP_NAV_MEDIA,
  NAV_CLASS,
  NAV_ITEM_CLASS,
  NAV_LIST_CLASS,
  hasDropdown,
  navItemClass,
} from './desktop-nav-parts';
import { SmartLink } from './SmartLink';
import type { MenuEntry } from './nav-types';

let menuModule: Promise<ComponentType<DesktopNavMenuProps>> | undefined;
function loadMenu(): Promise<ComponentType<DesktopNavMenuProps>> {
  menuModule ??= import('./DesktopNavMenu').then(
    (m) => m.default,
    (error: unknown) => {
      // A failed chunk load (a flaky connection) may succeed on the next try.
      menuModule = undefined;
      throw error;
    },
  );
  return menuModule;
}

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}

export function DesktopNav({ entries }: { entries: MenuEntry[] }) {
  const [Menu, setMenu] = useState<ComponentType<DesktopNavMenuProps> | null>(null);
  const [openKey, setOpenKey] = useState<string>();
  const [focusKey, setFocusKey] = useState<string>();
  const nav = useRef<HTMLElement>(null);

  const load = () => {
    void loadMenu().then(
      (component) => {
        // The placeholder is about to be replaced: carry its keyboard focus to the same item.
        const focused =
          document.activeElement instanceof HTMLElement && nav.current?.contains(document.activeElement);
        if (focused) setFocusKey((document.activeElement as HTMLElement).dataset.navKey);
        setMenu(() => component);
      },
      (error: unknown) => console.warn('[nav] could not load the menu', error),
    );
  };

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_NAV_MEDIA);
    let cancel: (() => void) | undefined;
    const schedule = () => {
      if (!desktop.matches || cancel) return;
      // After the page's load event, so the menu never competes with what the shopper came to see.
      const afterLoad = () => (cancel = whenIdle(load));
      if (document.readyState === 'complete') afterLoad();
      else window.addEventListener('load', afterLoad, { once: true });
    };
    schedule();
    desktop.addEventListener('change', schedule);
    return () => {
      desktop.removeEventListener('change', schedule);
      cancel?.();
    };
  }, []);

  if (Menu) return <Menu entries={entries} openKey={openKey} focusKey={focusKey} />;
  return (
    <nav ref={nav} aria-label="Main" className={NAV_CLASS} onPointerEnter={load} onFocus={load}>
      {/* The same wrapper Radix's list renders */}
      <div style={{ position: 'relative' }}>
        <ul className={NAV_LIST_CLASS}>
          {entries.map((entry, index) => (
            <li key={entry.key} className={navItemClass(entries, index)}>
              {hasDropdown(entry) ? (
                <button
                  type="button"
                  data-nav-key={entry.key}
                  aria-expanded={openKey === entry.key}
                  className={`group ${NAV_ITEM_CLASS}`}
                  onClick={() => {
                    setOpenKey(entry.key);
                    load();
                  }}
                >
                  {entry.label}
                  <Chevron />
                </button>
              ) : (
                <SmartLink
                  data-nav-key={entry.key}
                  path={entry.path}
                  url={entry.url}
                  className={NAV_ITEM_CLASS}
                >
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
