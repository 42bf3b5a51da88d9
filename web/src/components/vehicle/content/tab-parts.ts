/**
 * What the vehicle page's tab list looks like, shared by the list drawn before Radix loads
 * (TabsClient) and Radix's (RadixTabList), so the two are the same box for box.
 */
export const TAB_LIST_CLASS = 'flex gap-1 overflow-x-auto border-b border-gray-300';
/** globals.css `vehicle-tab` (a long list, sent twice per tab: HTML and RSC payload). */
export const TAB_CLASS = 'vehicle-tab';

/** Ids of a tab and its panel (Radix's own pattern, here set explicitly so the panels can stay outside Radix). */
export const tabId = (base: string, value: string) => `${base}-trigger-${value}`;
export const panelId = (base: string, value: string) => `${base}-content-${value}`;

export interface TabListProps {
  tabs: { id: string; label: string }[];
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tabs' and panels' ids. */
  base: string;
  value: string;
  onValueChange: (value: string) => void;
}
