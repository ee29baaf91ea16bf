import { queryOptions } from '@tanstack/react-query'
import { type Slider, SliderList } from '../../../../contract/marketing'
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

/**
 * The home sections' uploaded pictures in the sections' order (decision 44): the slideshow shows
 * them first, in place of its drawn slides.
 */
export const slidePictures = (sliders: Slider[]): string[] =>
  [...sliders]
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .flatMap((s) => (s.image_path ? [s.image_path] : []))
