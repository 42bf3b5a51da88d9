'use client';
/**
 * The vehicle page's view counter in the browser: once mounted it loads and runs record-view.ts
 * (count the view, remember the car, track a used car's view) and shows 'Viewed N times' — or
 * nothing at all when the count fails. Renders nothing on the server or before the answer, so it
 * never shifts the server's HTML, and its work waits until the page is up.
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
  return label === undefined ? null : <p className={`text-sm text-gray-700 ${className}`}>{label}</p>;
}
