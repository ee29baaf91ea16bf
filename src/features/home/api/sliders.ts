import { queryOptions } from '@tanstack/react-query'
import { SliderList } from '../../../../contract/marketing'
import { api } from '../../../lib/api'

/** The home sections (spec §2 "Home sliders", §7 GET /slider). */
export const SLIDER_QUERY = { take: 10, skip: 0, include: 'sliders' } as const

export const slidersQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'sliders', SLIDER_QUERY],
    queryFn: async ({ signal }) => (await api(SliderList, '/slider', { query: SLIDER_QUERY, signal })).data,
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
    // Sections change when an editor changes them, not between two visits of the page.
    staleTime: 5 * 60_000,
  })
