'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = (onLoad: () => void) => {
  window.addEventListener('load', onLoad);
  return () => window.removeEventListener('load', onLoad);
};
const loaded = () => document.readyState === 'complete';
const notYet = () => false;

/**
 * Its children (the server's <img>) only once the page has loaded, `fallback` until then: the
 * gallery's photos after the first, and its thumbnails, never compete with the first photo, the
 * page's LCP element.
 */
export function AfterLoad({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useSyncExternalStore(subscribe, loaded, notYet) ? children : fallback;
}
