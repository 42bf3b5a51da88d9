/**
 * Work a page starts once it is up (fetching code it needs after the first paint, counting a view,
 * recording the visit, drawing the gallery's other photos) runs in a task of its own, not in React's
 * flush of effects after hydration: started from their effects, these jobs all landed in that one
 * task, the longest on the vehicle page after hydration itself (README, "Main-thread work while a page
 * starts"). Apart, each is a few milliseconds, and the browser can take a tap or draw a frame between
 * them.
 *
 * Returns a cancel, for an effect's cleanup.
 */
export function inOwnTask(job: () => void): () => void {
  const timer = setTimeout(job, 0);
  return () => clearTimeout(timer);
}
