import type { MenuModel } from '@/domain/model-menu';

export type { MenuModel };

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
  /** Models grouped by category, for the 'models' dynamic dropdown. */
  modelGroups?: { category: string; models: MenuModel[] }[];
}
