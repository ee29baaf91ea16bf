/** What other features may use of favourites. */
export { useSetFavourite } from './api/toggle-favourite'
