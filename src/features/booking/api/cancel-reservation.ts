import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ReservationAnswer } from '../../../../contract/booking'
import { api } from '../../../lib/api'
import { bookingKeys } from './keys'
import { reservationQueryOptions } from './reservation'

/** `POST /api/reservations/{id}/cancel`: the cancelled reservation, with its refund. */
export const cancelReservation = async (id: number) =>
  (await api(ReservationAnswer, `/reservations/${id}/cancel`, { method: 'POST' })).data

export function useCancelReservation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationQueryOptions(reservation.id).queryKey, reservation)
      return queryClient.invalidateQueries({ queryKey: bookingKeys.mine })
    },
  })
}
