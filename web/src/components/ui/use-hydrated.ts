'use client';

/**
 * Two questions a client component asks about the HTML it was first drawn into, answered without
 * making React render again in the task after hydration.
 *
 * The usual answer is `useSyncExternalStore(subscribe, () => true, () => false)`: the server snapshot
 * while hydrating, the client's for a render the browser starts. But after hydrating, React compares
 * the two and, when they differ, renders the component again at once, synchronously (SyncLane),
 * inside the same task as the page's effects, with everything below it. Every kept island
 * (kept-markup.tsx) and every `useHydrated` caller did that, and that task was the longest after
 * hydration on the search page (measured beside the hello-world baseline: README, "Page performance").
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** What a component's first render found, kept for its lifetime. */
type AtMount = { fromServer?: boolean };

/**
 * True when this component's first render hydrated the server's HTML; false when the browser started
 * it (a client-side navigation, or a part React had to draw again). Decided when the component mounts
 * and never changed: the client snapshot is the value the first render used, so React finds no
 * difference to render again for.
 */
export function useRenderedFromServer(): boolean {
  const [atMount] = useState<AtMount>(() => ({}));
  const fromServer = useSyncExternalStore(
    noSubscription,
    () => atMount.fromServer ?? false,
    () => true,
  );
  // A write during render, on purpose and once: the object is this instance's own, and a render React
  // throws away takes its object with it.
  atMount.fromServer ??= fromServer;
  return fromServer;
}

/**
 * False in the server HTML and while hydrating, true once React runs the page; true at once for a
 * component the browser draws itself. After hydration it turns true in a transition: React renders
 * that in slices between the browser's own work rather than in one long task.
 */
export function useHydrated(): boolean {
  const fromServer = useRenderedFromServer();
  const [hydrated, setHydrated] = useState(!fromServer);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
