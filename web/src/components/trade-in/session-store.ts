/**
 * Where the wizard keeps its progress (sessionStorage, per tab) and how it is forgotten: no zod, so
 * the wizard's first step can clear it and check whether there is anything to resume without loading
 * the snapshot's parser (session.ts).
 */
import type { KeyValueStore } from '@/lib/browser-storage';

export const SESSION_KEY = 'forecourt:trade-in';

export function sessionStore(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Blocked storage throws on the mere access in some browsers.
    return undefined;
  }
}

/** Whether this tab kept a valuation under way (not yet whether it can be resumed: session.ts reads that). */
export function hasSession(store: KeyValueStore | undefined): boolean {
  try {
    return store?.getItem(SESSION_KEY) != null;
  } catch {
    return false;
  }
}

export function clearSession(store: KeyValueStore | undefined): void {
  try {
    store?.removeItem(SESSION_KEY);
  } catch {
    // Storage can fail; the progress simply is not resumed.
  }
}
