/**
 * Work a page starts once it is up (fetching code it needs after the first paint, counting a view,
 * recording the visit, drawing the gallery's other photos) runs in a task of its own, not in React's
 * flush of effects after hydration: started from their effects, these jobs all landed in that one
 * task. Apart, each is a few milliseconds, and the browser can take a tap or draw a frame between
 * them. (What it bought, and what it did not show: README, "Main-thread work while a page starts".)
 *
 * Returns a cancel, for an effect's cleanup.
 */
export function inOwnTask(job: () => void): () => void {
  const timer = setTimeout(job, 0);
  return () => clearTimeout(timer);
}
