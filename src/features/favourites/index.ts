/** What other features may use of favourites. */
export { useToggleFavourite } from './api/toggle-favourite'
export { PendingFavouritesNote } from './components/pending-note'
export { usePendingFavourite } from './offline/pending'
export { startFavouriteSync } from './offline/sync'
