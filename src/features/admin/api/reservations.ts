import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReservationFilter } from '../../../../contract/admin-filters'
import { adminPage } from '../../../../contract/admin-hotels'
import {
  type AdminCancelBody,
  type AdminReservation,
  AdminReservationAnswer,
  ReservationRow,
  type SettleRefundBody,
  type StayAction,
  TodayAnswer,
} from '../../../../contract/admin-reservations'
import { todayInIraq } from '../../../../contract/dates'
import { apiBlob } from '../../../lib/api'
import { saveFile } from '../../../lib/save-file'
import { consoleApi } from './console-api'

export type { ReservationFilter } from '../../../../contract/admin-filters'
export type {
  AdminReservation,
  HistoryEvent,
  ReservationRow,
  StayAction,
} from '../../../../contract/admin-reservations'

/** The list's filters as the page's URL holds them ('' or undefined: not filtered). */
export interface ReservationFilters {
  hotel_id?: number
  from: string
  to: string
  status: ReservationFilter | ''
  q: string
}

const keys = {
  all: ['admin', 'reservations'] as const,
  list: (f: ReservationFilters, page: number) => [...keys.all, 'list', f, page] as const,
  today: (hotelId?: number) => [...keys.all, 'today', hotelId ?? null] as const,
  one: (id: number) => [...keys.all, 'one', id] as const,
}

export const adminReservationsQueryOptions = (f: ReservationFilters, page: number) =>
  queryOptions({
    queryKey: keys.list(f, page),
    queryFn: ({ signal }) =>
      consoleApi(adminPage(ReservationRow), '/reservations', { query: { ...f, page }, signal }),
  })

export const adminTodayQueryOptions = (hotelId?: number) =>
  queryOptions({
    queryKey: keys.today(hotelId),
    queryFn: async ({ signal }) =>
      (await consoleApi(TodayAnswer, '/reservations/today', { query: { hotel_id: hotelId }, signal })).data,
  })

export const adminReservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.one(id),
    queryFn: async ({ signal }) =>
      (await consoleApi(AdminReservationAnswer, `/reservations/${id}`, { signal })).data,
  })

/** After any change: this reservation's page from the answer; lists, today and the log again. */
function useReservationChanged() {
  const queryClient = useQueryClient()
  return (r: AdminReservation) => {
    queryClient.setQueryData(keys.one(r.reservation.id), r)
    void queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] })
    void queryClient.invalidateQueries({ queryKey: [...keys.all, 'today'] })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
  }
}

const post = async (id: number, what: string, body: unknown) =>
  (await consoleApi(AdminReservationAnswer, `/reservations/${id}/${what}`, { method: 'POST', body })).data

export function useChangeStay(id: number) {
  const changed = useReservationChanged()
  return useMutation({
    mutationFn: (action: StayAction) => post(id, 'stay', { action }),
    onSuccess: changed,
  })
}

export function useCancelForGuest(id: number) {
  const changed = useReservationChanged()
  return useMutation({
    mutationFn: (body: AdminCancelBody) => post(id, 'cancel', body),
    onSuccess: changed,
  })
}

export function useSettleRefund(id: number) {
  const changed = useReservationChanged()
  return useMutation({
    mutationFn: (body: SettleRefundBody) => post(id, 'settle-refund', body),
    onSuccess: changed,
  })
}

/** `GET /api/admin/reservations/export` with the bearer token (a plain link would not carry it). */
export async function downloadReservationsCsv(f: ReservationFilters) {
  const blob = await apiBlob('/admin/reservations/export', {
    query: { ...f },
    headers: { Accept: 'text/csv, application/json' },
    forbiddenIsAnswer: true,
  })
  saveFile(blob, `reservations-${todayInIraq()}.csv`)
}
