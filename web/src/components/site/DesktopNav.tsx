'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { SmartLink } from './SmartLink';
import type { MenuEntry } from './nav-types';

const itemClass =
  'inline-flex items-center gap-1 rounded px-2.5 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100 data-[state=open]:bg-gray-100';

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 transition-transform group-data-[state=open]:rotate-180">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function Dropdown({ entry }: { entry: MenuEntry }) {
  if (entry.modelGroups) {
    return (
      <div className="grid max-h-[70vh] w-[min(90vw,56rem)] grid-cols-2 gap-6 overflow-y-auto p-6 md:grid-cols-4">
        {entry.modelGroups.map((group) => (
          <section key={group.category} aria-label={group.category}>
            <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-600">{group.category}</h3>
            <ul className="space-y-1">
              {group.models.map((m) => (
                <li key={m.key}>
                  <NavigationMenu.Link asChild>
                    <SmartLink
                      path={m.href.startsWith('/') ? m.href : undefined}
                      url={m.href.startsWith('/') ? undefined : m.href}
                      className="flex items-center gap-2 rounded p-1 text-sm hover:bg-gray-100"
                    >
                      {m.image ? (
                        // eslint-disable-next-line @next/next/no-img-element -- small SVG from content, not optimisable
                        <img src={m.image} alt="" width={64} height={32} loading="lazy" className="h-8 w-16 object-contain" />
                      ) : null}
                      <span>{m.name}</span>
                      {m.upcoming ? <span className="rounded bg-gray-200 px-1 text-xs">Upcoming</span> : null}
                    </SmartLink>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }
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

/** The desktop header menu: Radix NavigationMenu gives keyboard and screen-reader behaviour for dropdowns. */
export function DesktopNav({ entries }: { entries: MenuEntry[] }) {
  const firstRight = entries.findIndex((e) => e.rightAligned);
  return (
    <NavigationMenu.Root aria-label="Main" className="relative hidden flex-1 xl:flex" delayDuration={100}>
      <NavigationMenu.List className="flex w-full flex-wrap items-center gap-1">
        {entries.map((entry, index) => {
          const hasDropdown = entry.children.length > 0 || Boolean(entry.modelGroups);
          const push = index === firstRight ? 'ml-auto' : '';
          return (
            <NavigationMenu.Item key={entry.key} className={`relative ${push}`}>
              {hasDropdown ? (
                <>
                  <NavigationMenu.Trigger className={`group ${itemClass}`}>
                    {entry.label}
                    <Chevron />
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content
                    className={`absolute top-full z-50 mt-2 rounded-md border border-gray-200 bg-white shadow-lg ${index >= firstRight && firstRight !== -1 ? 'right-0' : 'left-0'}`}
                  >
                    <Dropdown entry={entry} />
                  </NavigationMenu.Content>
                </>
              ) : (
                <NavigationMenu.Link asChild>
                  <SmartLink path={entry.path} url={entry.url} className={itemClass}>
                    {entry.label}
                  </SmartLink>
                </NavigationMenu.Link>
              )}
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
