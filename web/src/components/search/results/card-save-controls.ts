/**
 * The favourite and watchlist buttons of result cards, worked from one place (CardSaveControls)
 * instead of a component per button: the buttons are part of the cards' kept markup (VehicleCardView,
 * `saveButtons`), so nothing of them hydrates; this module, fetched once the results are up, shows
 * their state and handles their presses by delegation. A page of 21 cards had 42 toggle components
 * to hydrate, each loading its own state: half the search page's blocking time on the sites with
 * both features (bench, issue 18).
 *
 * Same behaviour as FavouriteToggle and WatchlistToggle (the vehicle page's buttons): disabled until
 * the state is known (the favourites in this browser; the watchlist's answer), aria-pressed and the
 * tooltip say whether the car is saved, a sold car's watchlist button shows only when it is saved, a
 * signed-out watchlist press goes to sign-in and back, and what a press does is the same code
 * (favourites.ts, watchlist-actions.ts).
 */
import { own } from '@forecourt/schemas/own';
import type { WatchlistState } from '@/components/account/use-watchlist';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { cardSave, type CardSave, type CardSaves } from './card-saves';
import type { TrackableVehicle } from './favourite-entry';
import { favouritesStore, isFavourite, toggleStoredFavourite } from './favourites';
import { FAVOURITE_TITLE, WATCHLIST_TITLE } from './save-buttons';

export const FAVOURITE_BUTTON = 'button[data-card-favourite]';
export const WATCHLIST_BUTTON = 'button[data-card-watchlist]';

const actions = lazyModule(() => import('@/components/account/watchlist-actions'));

/** Pressed or not, by the favourites kept in this browser; enabled from now on. */
export function showFavourites(root: ParentNode, list: Parameters<typeof isFavourite>[0]): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(FAVOURITE_BUTTON)) {
    const saved = isFavourite(list, button.dataset.cardFavourite ?? '');
    button.setAttribute('aria-pressed', String(saved));
    button.title = saved ? FAVOURITE_TITLE.saved : FAVOURITE_TITLE.unsaved;
    button.disabled = false;
  }
}

/** Pressed or not by the shopper's watchlist (undefined until it has answered: disabled). */
export function showWatchlist(root: ParentNode, state: WatchlistState | undefined): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(WATCHLIST_BUTTON)) {
    const saved = Boolean(state?.signedIn && state.carIds.includes(button.dataset.cardWatchlist ?? ''));
    // The server's watchlistControl for either answer (VehicleCardView): a car no longer in stock can be
    // removed, not saved.
    button.hidden = (saved ? button.dataset.controlSaved : button.dataset.controlUnsaved) === 'hidden';
    button.setAttribute('aria-pressed', String(saved));
    button.title = saved ? WATCHLIST_TITLE.saved : WATCHLIST_TITLE.unsaved;
    button.disabled = state === undefined;
  }
}

/** The car's name as its card's heading says it (the card is labelled by it), for the toasts. */
function cardName(button: Element): string {
  const heading = button.closest('article')?.getAttribute('aria-labelledby');
  return (heading ? button.ownerDocument.getElementById(heading)?.textContent : null)?.trim() ?? '';
}

export interface CardSaveSource {
  /** The server's cars (the first results page), worked out there. */
  saves?: CardSaves;
  /** The cars the browser has (results after a refinement). */
  hits: readonly TrackableVehicle[];
  /** The watchlist as last answered. */
  watchlist?: WatchlistState;
}

function saveFor(source: CardSaveSource, id: string): CardSave | undefined {
  const vehicle = (source.saves ? own(source.saves, id) : undefined) ?? source.hits.find((hit) => hit.id === id);
  return vehicle ? cardSave(vehicle) : undefined;
}

/**
 * Shows the buttons' state inside `root` (again whenever cards are drawn in it) and handles their
 * presses; `source` is read at each press. Returns the detach.
 */
export function attachCardSaves(root: HTMLElement, source: () => CardSaveSource): () => void {
  const showAll = () => {
    showFavourites(root, favouritesStore.getSnapshot());
    showWatchlist(root, source().watchlist);
  };
  const stopFavourites = favouritesStore.subscribe(() => showFavourites(root, favouritesStore.getSnapshot()));
  const cardsDrawn = new MutationObserver(showAll);
  cardsDrawn.observe(root, { childList: true, subtree: true });
  showAll();

  // A press meanwhile does nothing (the state changes only when the press has been handled).
  const pressing = new Set<string>();
  const pressWatchlist = async (button: HTMLButtonElement, id: string) => {
    if (pressing.has(id)) return;
    pressing.add(id);
    try {
      const { goToSignIn, pressWatchlist: press } = await actions.load();
      const { watchlist: state } = source();
      if (state && !state.signedIn) {
        goToSignIn();
        return;
      }
      button.setAttribute('aria-busy', 'true');
      const saved = button.getAttribute('aria-pressed') === 'true';
      const tracking = saveFor(source(), id)?.tracking.params;
      await press({ state, carId: id, name: cardName(button), saved, ...(tracking ? { tracking } : {}) });
    } catch (error) {
      console.warn('[watchlist] could not load', error);
    } finally {
      button.removeAttribute('aria-busy');
      pressing.delete(id);
    }
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const favourite = event.target.closest<HTMLButtonElement>(FAVOURITE_BUTTON);
    if (favourite && root.contains(favourite) && !favourite.disabled) {
      const save = saveFor(source(), favourite.dataset.cardFavourite ?? '');
      if (save) toggleStoredFavourite(save.entry, save.tracking);
      return;
    }
    const watchlist = event.target.closest<HTMLButtonElement>(WATCHLIST_BUTTON);
    if (watchlist && root.contains(watchlist) && !watchlist.disabled) void pressWatchlist(watchlist, watchlist.dataset.cardWatchlist ?? '');
  };
  // What a watchlist press does is fetched before the press, when a button is pointed at or focused.
  const beforePress = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(WATCHLIST_BUTTON)) actions.preload();
  };
  root.addEventListener('click', onClick);
  root.addEventListener('pointerover', beforePress);
  root.addEventListener('focusin', beforePress);
  return () => {
    stopFavourites();
    cardsDrawn.disconnect();
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerover', beforePress);
    root.removeEventListener('focusin', beforePress);
  };
}
