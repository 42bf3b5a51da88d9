'use client';

import type { ReactNode } from 'react';
import { LazyDialog } from '@/components/ui/LazyDialog';

/**
 * The mobile menu: a Radix dialog drawer (focus trap, Escape, return focus). Its list (MobileMenuList)
 * is rendered on the server and passed in, so only the drawer itself is client code.
 */
export function MobileNav({ siteName, children }: { siteName: string; children: ReactNode }) {
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
      <nav aria-label="Main">{children}</nav>
    </LazyDialog>
  );
}
