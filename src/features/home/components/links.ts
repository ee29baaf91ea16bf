import { DEFAULT_STAY } from '../../search/search-params'

/** Brief §2 Home: cards open the hotel with the default stay (1 room, 1 adult, no children). */
export const hotelLink = (id: number) => ({ to: '/hotel' as const, search: { id, ...DEFAULT_STAY } })

/** A governorate's results, first page, default stay. */
export const governorateLink = (id: number) => ({
  to: '/hotels' as const,
  search: { governorate: id, ...DEFAULT_STAY, page: 1 },
})
