'use client';

import { LazyDialog } from '@/components/ui/LazyDialog';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { menuEntries } from './menu-entries';

/**
 * The mobile menu: a Radix dialog drawer (focus trap, Escape, return focus). Its list (MobileMenuList)
 * is drawn in the browser when the drawer opens, from the menu entries (GET /api/menu, shared with the
 * desktop menu), fetched with its code. Rendered on the server and passed in, as it was, the list
 * went to every shopper in the RSC payload whether or not they opened it: harbour-toyota's home page
 * (a franchise site with a model menu) went from 156.8 to 123.1 KB of HTML without it.
 */
const menuList = lazyModule(async () => {
  const [{ MobileMenuList }, entries] = await Promise.all([import('./MobileMenuList'), menuEntries.load()]);
  return { MobileMenuList, entries };
});

function MobileMenuContent() {
  const { module, failed } = useLazyModule(menuList);
  if (module) return <module.MobileMenuList entries={module.entries} />;
  return <p className="py-3 text-sm text-gray-700">{failed ? 'The menu could not be loaded. Check your connection and try again.' : 'Loading the menu…'}</p>;
}

export function MobileNav({ siteName }: { siteName: string }) {
  return (
    <LazyDialog
      title={siteName}
      variant="drawer"
      closeOnLinkClick
      onOpen={menuList.preload}
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
        <MobileMenuContent />
      </nav>
    </LazyDialog>
  );
}
