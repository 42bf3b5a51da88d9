'use client';

import { LazyDialog } from '@/components/ui/LazyDialog';
import { SmartLink } from './SmartLink';
import type { MenuEntry } from './nav-types';

/** The mobile menu: a Radix dialog drawer (focus trap, Escape, return focus) with disclosure groups. */
export function MobileNav({ entries, siteName }: { entries: MenuEntry[]; siteName: string }) {
  return (
    <LazyDialog
      title={siteName}
      variant="drawer"
      closeOnLinkClick
      triggerClassName="inline-flex items-center gap-2 rounded border border-gray-300 px-3 py-2 text-sm font-medium xl:hidden"
      trigger={
        <>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          </svg>
          Menu
        </>
      }
    >
      <nav aria-label="Main">
        <ul className="divide-y divide-gray-200">
          {entries.map((entry) => {
            const children = entry.modelGroups
              ? entry.modelGroups.flatMap((g) => g.models.map((m) => ({ key: m.key, label: m.name, path: m.href.startsWith('/') ? m.href : undefined, url: m.href.startsWith('/') ? undefined : m.href })))
              : entry.children;
            if (children.length === 0) {
              return (
                <li key={entry.key}>
                  <SmartLink path={entry.path} url={entry.url} className="block py-3 font-medium">
                    {entry.label}
                  </SmartLink>
                </li>
              );
            }
            return (
              <li key={entry.key}>
                <details className="group py-1">
                  <summary className="cursor-pointer list-none py-2 font-medium">
                    {entry.label}
                    <span aria-hidden="true" className="float-right group-open:rotate-180">▾</span>
                  </summary>
                  <ul className="pb-2 pl-4">
                    {entry.path || entry.url ? (
                      <li>
                        <SmartLink path={entry.path} url={entry.url} className="block py-2 text-sm">
                          {entry.label}
                        </SmartLink>
                      </li>
                    ) : null}
                    {children.map((child) => (
                      <li key={child.key}>
                        <SmartLink path={child.path} url={child.url} className="block py-2 text-sm">
                          {child.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      </nav>
    </LazyDialog>
  );
}
