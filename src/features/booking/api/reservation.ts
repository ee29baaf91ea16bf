import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Reservation, ReservationAnswer } from '../../../../contract/booking'
import { api } from '../../../lib/api'
import { bookingKeys } from './keys'

/** `GET /api/reservations/{id}`: one of the caller's reservations (404 for anyone else's). */
export const fetchReservation = async (id: number, signal?: AbortSignal) =>
  (await api(ReservationAnswer, `/reservations/${id}`, { signal })).data

export const reservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...bookingKeys.reservations, id],
    queryFn: ({ signal }) => fetchReservation(id, signal),
    // Kept on the device for offline use (features/offline).
    meta: { persist: true },
    // A hold runs out and a payment settles on the server: never trust an old copy for long.
    staleTime: 10_000,
  })

/**
 * The reservation behind the done and failed pages. Right after the payment page sends the
 * payer back, the provider's answer may still be on its way: while the booking is `held`,
 * ask again every few seconds.
 */
export function useReservationStatus(id: number | undefined) {
  return useQuery({
    ...reservationQueryOptions(id ?? 0),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'held' ? 3_000 : false),
  })
}

export type { Reservation }
