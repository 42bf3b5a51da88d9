/**
 * The one toast on screen (spec §9 "toast limit 1"): a new toast replaces the last. A tiny external
 * store, so any watchlist button can raise it and one WatchlistToaster per page shows it.
 */
export interface ToastMessage {
  /** Changes with every toast, so the same words twice still announce and restart the timer. */
  id: number;
  title: string;
  description: string;
  tone: 'success' | 'error';
  action?: { label: string; href: string; altText: string };
}

type Listener = () => void;

let current: ToastMessage | undefined;
let nextId = 1;
const listeners = new Set<Listener>();

export const toastStore = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: (): ToastMessage | undefined => current,
  getServerSnapshot: (): ToastMessage | undefined => undefined,
  show: (message: Omit<ToastMessage, 'id'>) => {
    current = { ...message, id: nextId++ };
    for (const listener of listeners) listener();
  },
  dismiss: () => {
    current = undefined;
    for (const listener of listeners) listener();
  },
};
