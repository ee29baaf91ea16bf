import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  AdminHotel,
  AdminHotelRow,
  AdminOptions,
  adminPage,
  type HotelFields,
} from '../../../../contract/admin-hotels'
import { consoleApi } from './console-api'

export type { AdminHotel, AdminHotelRow, AdminOptions, HotelFields } from '../../../../contract/admin-hotels'

const one = v.object({ data: AdminHotel })

export const adminOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'options'],
    queryFn: async ({ signal }) =>
      (await consoleApi(v.object({ data: AdminOptions }), '/options', { signal })).data,
    staleTime: 10 * 60_000,
  })

export const adminHotelsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'hotels', 'list', q, page],
    queryFn: ({ signal }) => consoleApi(adminPage(AdminHotelRow), '/hotels', { query: { q, page }, signal }),
  })

export const adminHotelQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'hotels', 'one', id],
    queryFn: async ({ signal }) => (await consoleApi(one, `/hotels/${id}`, { signal })).data,
  })

/** After any hotel change: its page, the list, and its audit log are read again. */
function useHotelSaved() {
  const queryClient = useQueryClient()
  return (hotel: AdminHotel) => {
    queryClient.setQueryData(adminHotelQueryOptions(hotel.id).queryKey, hotel)
    void queryClient.invalidateQueries({ queryKey: ['admin', 'hotels', 'list'] })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
  }
}

export function useSaveHotel(id: number | null) {
  const saved = useHotelSaved()
  return useMutation({
    mutationFn: async (body: HotelFields) =>
      (
        await consoleApi(one, id === null ? '/hotels' : `/hotels/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
        })
      ).data,
    onSuccess: saved,
  })
}

export function usePublishHotel(id: number) {
  const saved = useHotelSaved()
  return useMutation({
    mutationFn: async (published: boolean) =>
      (await consoleApi(one, `/hotels/${id}/publish`, { method: 'PUT', body: { published } })).data,
    onSuccess: saved,
  })
}
