'use client';

import { useSyncExternalStore } from 'react';

const subscribe = (onLoad: () => void) => {
  window.addEventListener('load', onLoad);
  return () => window.removeEventListener('load', onLoad);
};
const loaded = () => document.readyState === 'complete';
const notYet = () => false;

/**
 * Whether the page has loaded (false in the server HTML and while hydrating): the gallery's photos
 * after the first, and its thumbnails, come only then, so they never compete with the first photo,
 * the page's LCP element.
 */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(subscribe, loaded, notYet);
}
