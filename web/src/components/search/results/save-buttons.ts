/**
 * The favourite and watchlist buttons' words and classes, shared by the card's own buttons (drawn in
 * its kept markup, worked by card-save-controls.ts) and the components' (FavouriteButton,
 * WatchlistButton). No JSX here: the toggles' browser code reads the titles without the icons.
 */
export const HEART_BUTTON_CLASS = 'icon-toggle text-red-700 hover:ring-red-700';
export const BOOKMARK_BUTTON_CLASS = 'icon-toggle text-gray-900 hover:ring-gray-900 disabled:opacity-60';

export const FAVOURITE_TITLE = { saved: 'Saved to your favourites', unsaved: 'Save to your favourites' } as const;
export const WATCHLIST_TITLE = { saved: 'Saved to watchlist', unsaved: 'Save to watchlist' } as const;
