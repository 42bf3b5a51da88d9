/** What the header's client components receive: plain data, already filtered by the domain rules. */
export interface MenuLink {
  key: string;
  label: string;
  path?: string;
  url?: string;
}

export interface MenuModel {
  key: string;
  name: string;
  href: string;
  image?: string;
  upcoming: boolean;
}

export interface MenuEntry extends MenuLink {
  rightAligned: boolean;
  children: MenuLink[];
  /** Models grouped by category, for the 'models' dynamic dropdown. */
  modelGroups?: { category: string; models: MenuModel[] }[];
}
