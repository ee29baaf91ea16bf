import { queryOptions } from '@tanstack/react-query'
import { MyFavourites } from '../../../../contract/favourite'
import { api } from '../../../lib/api'

/** §9: favourites come 15 to a page. */
export const FAVOURITES_PAGE_SIZE = 15

export const myFavouritesQueryKey = ['favourites'] as const

/** `GET /api/my-faviorate`: the caller's favourite hotels, newest first. */
export const myFavouritesQueryOptions = (page: number) => {
  const query = {
    take: FAVOURITES_PAGE_SIZE,
    skip: (page - 1) * FAVOURITES_PAGE_SIZE,
    include: 'governorate,city',
  }
  return queryOptions({
    queryKey: [...myFavouritesQueryKey, query],
    queryFn: ({ signal }) => api(MyFavourites, '/my-faviorate', { query, signal }),
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
  })
}
