'use client';

/**
 * The desktop header menu, loaded when it can be used. The Radix menu (DesktopNavMenu, ≈ 15 KB
 * gzipped with its primitives) and the dropdowns' entries (GET /api/menu) are not part of any page's
 * first load: phones and tablets, which show the mobile menu instead, never fetch them; a desktop
 * fetches them once the browser is idle after the page has painted, or at once when the shopper
 * points at or tabs into the menu. Until then the same markup is here, rendered on the server
 * (DesktopNavPlaceholder, the children): links work, and a dropdown asked for early opens as soon as
 * the menu arrives, with keyboard focus carried over.
 */
import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { whenIdle } from '@/lib/tasks/when-idle';
import { whenLoaded } from '@/lib/tasks/when-loaded';
import type { DesktopNavMenuProps } from './DesktopNavMenu';
import { menuEntries } from './menu-entries';
import type { MenuEntry } from './nav-types';

/** Tailwind's `xl` (NAV_CLASS's xl:flex), below which the header shows the mobile menu instead. */
const DESKTOP_NAV_MEDIA = '(min-width: 80rem)';

// A failed fetch (a flaky connection) is forgotten, so the next interaction tries again.
const menuModule = lazyModule(() => import('./DesktopNavMenu').then((m) => m.default));

const navKeyOf = (element: EventTarget | Element | null) =>
  element instanceof Element ? element.closest<HTMLElement>('[data-nav-key]')?.dataset.navKey : undefined;

interface LoadedMenu {
  Menu: ComponentType<DesktopNavMenuProps>;
  entries: MenuEntry[];
}

export function DesktopNav({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState<LoadedMenu>();
  const [openKey, setOpenKey] = useState<string>();
  const [focusKey, setFocusKey] = useState<string>();
  const placeholder = useRef<HTMLDivElement>(null);

  const load = () => {
    void Promise.all([menuModule.load(), menuEntries.load()]).then(
      ([Menu, entries]) => {
        // The placeholder is about to be replaced: carry its keyboard focus to the same item.
        const active = document.activeElement;
        if (active && placeholder.current?.contains(active)) setFocusKey(navKeyOf(active));
        setLoaded({ Menu, entries });
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
      let cancelIdle: (() => void) | undefined;
      const cancelLoad = whenLoaded(() => (cancelIdle = whenIdle(load)));
      cancel = () => {
        cancelLoad();
        cancelIdle?.();
      };
    };
    schedule();
    desktop.addEventListener('change', schedule);
    return () => {
      desktop.removeEventListener('change', schedule);
      cancel?.();
    };
  }, []);

  /** A dropdown button of the server HTML: open that dropdown as soon as the menu is here. */
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-nav-key]') : null;
    if (!button) return;
    button.setAttribute('aria-expanded', 'true');
    setOpenKey(navKeyOf(button));
    load();
  };

  if (loaded) return <loaded.Menu entries={loaded.entries} openKey={openKey} focusKey={focusKey} />;
  return (
    // display: contents: the server's <nav> stays the header row's flex item.
    <div ref={placeholder} className="contents" onPointerEnter={load} onFocus={load} onClick={onClick}>
      {children}
    </div>
  );
}
