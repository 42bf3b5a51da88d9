'use client';

import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { own } from '@forecourt/schemas/own';

export interface TabsClientProps {
  tabs: { id: string; label: string }[];
  panels: Record<string, ReactNode>;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * Radix Tabs (arrow keys move between tabs, Tab moves into the panel). Every panel is rendered on
 * the server (forceMount) and inactive ones are hidden by CSS, so all content is in the HTML.
 */
export function TabsClient({ tabs, panels, label }: TabsClientProps) {
  if (tabs.length === 0) return null;
  return (
    <Tabs.Root defaultValue={tabs[0]!.id} className="mt-4">
      <Tabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-gray-300">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.id}
            value={t.id}
            data-tab={t.id}
            className="-mb-px min-h-11 shrink-0 rounded-t-md border border-transparent px-4 text-sm font-semibold whitespace-nowrap text-gray-700 hover:text-gray-900 data-[state=active]:border-gray-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-gray-900"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content
          key={t.id}
          value={t.id}
          forceMount
          className="py-5 data-[state=inactive]:hidden"
        >
          {own(panels, t.id)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
