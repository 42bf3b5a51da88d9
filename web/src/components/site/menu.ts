import { groupModels } from '@/domain/model-menu';
import { isShownInMenu } from '@/domain/navigation';
import type { Model, NavItem } from '@/lib/content';
import type { MenuEntry } from './nav-types';

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
