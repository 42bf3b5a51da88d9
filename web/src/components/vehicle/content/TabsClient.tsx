'use client';

/**
 * The vehicle page's tabs. Every panel is in the server HTML (inactive ones hidden by CSS), and a
 * click on a tab shows its panel from the first paint. The tab list becomes a Radix widget (arrow
 * keys, Home, End; RadixTabList) once it nears the viewport or is pointed at or focused, so Radix
 * Tabs is not in the page's first load; the list it replaces is the same box for box, and a tab
 * that had the focus keeps it.
 */
import { own } from '@forecourt/schemas/own';
import { useId, useState, type ReactNode } from 'react';
import { LazyOnVisible } from '@/components/leads/LazyOnVisible';
import { panelId, TAB_CLASS, TAB_LIST_CLASS, tabId, type TabListProps } from './tab-parts';

export interface TabsClientProps {
  tabs: { id: string; label: string }[];
  panels: Record<string, ReactNode>;
  /** Accessible name of the tab list. */
  label: string;
}

// The tab that has the focus as Radix arrives gets it back on Radix's list. Should Radix fail to
// load, the list drawn before it stays (clicks still select), rather than LazyOnVisible's 'could
// not be loaded' alert taking the tabs' place.
const load = () =>
  import('./RadixTabList').then(
    ({ default: RadixTabList }) => {
      const active = document.activeElement;
      const focusId = active?.getAttribute('role') === 'tab' ? active.id : undefined;
      return { default: (props: TabListProps) => <RadixTabList {...props} {...(focusId ? { focusId } : {})} /> };
    },
    (error: unknown) => {
      console.warn('[tabs] could not load', error);
      return { default: TabListBeforeRadix };
    },
  );

/** Radix's markup for its tab list, drawn until Radix is loaded: clicks select. */
function TabListBeforeRadix({ tabs, label, base, value, onValueChange }: TabListProps) {
  return (
    <div dir="ltr" data-orientation="horizontal">
      <div role="tablist" aria-orientation="horizontal" aria-label={label} data-orientation="horizontal" className={TAB_LIST_CLASS}>
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === value}
            aria-controls={panelId(base, t.id)}
            data-state={t.id === value ? 'active' : 'inactive'}
            id={tabId(base, t.id)}
            data-tab={t.id}
            tabIndex={t.id === value ? 0 : -1}
            data-orientation="horizontal"
            className={TAB_CLASS}
            onClick={() => onValueChange(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function TabsClient({ tabs, panels, label }: TabsClientProps) {
  const base = useId();
  const [value, setValue] = useState(tabs[0]?.id ?? '');
  if (tabs.length === 0) return null;
  const list: TabListProps = { tabs, label, base, value, onValueChange: setValue };
  return (
    <div className="mt-4">
      <LazyOnVisible load={load} props={list} placeholder={<TabListBeforeRadix {...list} />} />
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelId(base, t.id)}
          aria-labelledby={tabId(base, t.id)}
          data-state={t.id === value ? 'active' : 'inactive'}
          data-orientation="horizontal"
          tabIndex={0}
          className="py-5 data-[state=inactive]:hidden"
        >
          {own(panels, t.id)}
        </div>
      ))}
    </div>
  );
}
