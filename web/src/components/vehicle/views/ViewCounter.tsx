'use client';
/**
 * The vehicle page's view counter in the browser: once mounted it loads and runs record-view.ts
 * (count the view, remember the car, track a used car's view) and shows 'Viewed N times' — or
 * nothing at all when the count fails. Its work waits until the page is up. The server draws its
 * line empty, one line of its text high (min-h-5, text-sm's line height), so the count arriving
 * moves nothing: inserted into nothing, it pushed the price and the buttons below it down (the
 * vehicle page's only layout shift in Lighthouse's runs, 0.005–0.007).
 */
import { useEffect, useState } from 'react';
import { inOwnTask } from '@/lib/tasks/own-task';
import type { ViewRecord } from './record-view';

export function ViewCounter({ record, className = '' }: { record: ViewRecord; className?: string }) {
  const [label, setLabel] = useState<string>();
  useEffect(() => {
    let live = true;
    const cancel = inOwnTask(() => {
      import('./record-view').then(
        (module) => module.recordView(record).then((text) => live && setLabel(text)),
        (error: unknown) => console.warn('[views] could not load', error),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [record]);
  return (
    <p className={`min-h-5 text-sm text-gray-700 ${className}`.trim()} data-view-count="">
      {label}
    </p>
  );
}
