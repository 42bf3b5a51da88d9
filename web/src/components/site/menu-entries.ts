import { lazyModule } from '@/lib/lazy/lazy-module';
import type { MenuEntry } from './nav-types';

/**
 * The header menu's entries from GET /api/menu, fetched once per page load by whichever menu is used
 * first (the desktop menu with its code, the mobile drawer when it opens) and shared by both. A
 * failed fetch is forgotten, so the next interaction tries again.
 */
export const menuEntries = lazyModule(async (): Promise<MenuEntry[]> => {
  const response = await fetch('/api/menu', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`menu: ${response.status}`);
  return ((await response.json()) as { entries: MenuEntry[] }).entries;
});
