import { brandTiles, siteMakes } from '@/domain/brand-menu';
import { groupModels } from '@/domain/model-menu';
import { isShownInMenu } from '@/domain/navigation';
import type { Manufacturer, Model, NavItem, Site } from '@/lib/content';
import type { MenuEntry } from './nav-types';

/** What fills the dynamic dropdowns: the franchise's models and the site's brands. */
export interface MenuSources {
  models: readonly Model[];
  brands: readonly Manufacturer[];
}

export function toMenu(site: Pick<Site, 'manufacturer' | 'dealerships'>, items: readonly NavItem[], sources: MenuSources): MenuEntry[] {
  const make = site.manufacturer?.name;
  const modelGroups = make && sources.models.length > 0 ? groupModels(sources.models, make) : undefined;
  const tiles = brandTiles(siteMakes(site.dealerships), sources.brands);
  return items.filter(isShownInMenu).map((item) => ({
    key: item._key,
    label: item.label,
    path: item.path,
    url: item.url,
    rightAligned: item.right_aligned,
    children: item.children.filter(isShownInMenu).map((c) => ({ key: c._key, label: c.label, path: c.path, url: c.url })),
    modelGroups: item.dynamic === 'models' ? modelGroups : undefined,
    brands: item.dynamic === 'brands' && tiles.length > 0 ? tiles : undefined,
  }));
}
