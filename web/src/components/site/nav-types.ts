import type { BrandTile } from '@/domain/brand-menu';
import type { MenuModel, ModelGroup } from '@/domain/model-menu';

export type { BrandTile, MenuModel, ModelGroup };

/** What the header's client components receive: plain data, already filtered by the domain rules. */
export interface MenuLink {
  key: string;
  label: string;
  path?: string;
  url?: string;
}

export interface MenuEntry extends MenuLink {
  rightAligned: boolean;
  children: MenuLink[];
  /** Models grouped by category, for the 'models' dynamic dropdown (the model mega menu). */
  modelGroups?: ModelGroup[];
  /** The site's brands, for the 'brands' dynamic dropdown (the brand-logo mega menu). */
  brands?: BrandTile[];
}
