import { isShownInMenu } from '@/domain/navigation';
import type { Model, NavItem } from '@/lib/content';
import { MODEL_CATEGORIES } from '@forecourt/schemas/sanity';
import type { MenuEntry, MenuModel } from './nav-types';

/** Model dropdown: grouped by category in the spec's order; coming_soon models go to 'Upcoming'. */
export function groupModels(models: readonly Model[]): { category: string; models: MenuModel[] }[] {
  const byCategory = new Map<string, MenuModel[]>();
  for (const m of models) {
    const upcoming = m.status === 'coming_soon';
    const category = upcoming ? 'Upcoming' : m.category;
    const entry: MenuModel = { key: m._id, name: m.name, href: m.override_url ?? `/${m.slug}`, image: m.image, upcoming };
    byCategory.set(category, [...(byCategory.get(category) ?? []), entry]);
  }
  const order = [...MODEL_CATEGORIES] as string[];
  const rank = (category: string) => (order.includes(category) ? order.indexOf(category) : order.length);
  return [...byCategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, list]) => ({ category, models: list }));
}

export function toMenu(items: readonly NavItem[], models: readonly Model[]): MenuEntry[] {
  return items.filter(isShownInMenu).map((item) => ({
    key: item._key,
    label: item.label,
    path: item.path,
    url: item.url,
    rightAligned: item.right_aligned,
    children: item.children.filter(isShownInMenu).map((c) => ({ key: c._key, label: c.label, path: c.path, url: c.url })),
    modelGroups: item.dynamic === 'models' && models.length > 0 ? groupModels(models) : undefined,
  }));
}
