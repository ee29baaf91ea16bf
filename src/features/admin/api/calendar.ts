import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { type CalendarChange, CalendarNight } from '../../../../contract/admin-calendar'
import { consoleApi } from './console-api'

export type { CalendarChange, CalendarNight } from '../../../../contract/admin-calendar'

const nights = v.object({ data: v.array(CalendarNight) })

export const calendarQueryOptions = (roomTypeId: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'calendar', roomTypeId, from, to],
    queryFn: async ({ signal }) =>
      (await consoleApi(nights, `/room-types/${roomTypeId}/calendar`, { query: { from, to }, signal })).data,
  })

export function useChangeCalendar(roomTypeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: CalendarChange) =>
      (await consoleApi(nights, `/room-types/${roomTypeId}/calendar`, { method: 'PUT', body: change })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'calendar', roomTypeId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  })
}
