import { inOwnTask } from './own-task';

/**
 * Runs `run` once the page's load event has fired: at the event, or, if the page has already loaded,
 * in a task of its own (never synchronously, so a caller may keep the cancel this returns before
 * `run` starts). Work that must not compete with what the shopper came to see waits for it: the
 * gallery's other photos, the desktop menu's code, the popup promotion.
 *
 * Returns a cancel, for an effect's cleanup.
 */
export function whenLoaded(run: () => void): () => void {
  if (document.readyState === 'complete') return inOwnTask(run);
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}
