'use client';

/**
 * The tab list as a Radix widget: arrow keys, Home and End move between tabs (and select them), Tab
 * moves into the panel. Loaded by TabsClient once the tabs are near the viewport, pointed at or
 * focused; the panels stay TabsClient's, so their content never remounts.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { useLayoutEffect } from 'react';
import { panelId, TAB_CLASS, TAB_LIST_CLASS, tabId, type TabListProps } from './tab-parts';

export default function RadixTabList({ tabs, label, base, value, onValueChange, focusId }: TabListProps & { focusId?: string }) {
  useLayoutEffect(() => {
    // The list drawn before Radix went away with the focus on one of its tabs (same id here): give it back.
    const active = document.activeElement;
    if (focusId && (!active || active === document.body)) document.getElementById(focusId)?.focus({ preventScroll: true });
  }, [focusId]);
  return (
    <Tabs.Root value={value} onValueChange={onValueChange}>
      <Tabs.List aria-label={label} className={TAB_LIST_CLASS}>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.id} value={t.id} id={tabId(base, t.id)} aria-controls={panelId(base, t.id)} data-tab={t.id} className={TAB_CLASS}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
