import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type BookingRequestInput, ReservationAnswer } from '../../../../contract/booking'
import { api } from '../../../lib/api'
import { bookingKeys } from './keys'
import { reservationQueryOptions } from './reservation'

export interface MakeReservation {
  body: BookingRequestInput
  /** One per summary and request: a double click or a retry answers the same reservation. */
  idempotencyKey: string
}

/** `POST /api/make-reservation`: holds the rooms for HOLD_MINUTES and prices the stay. */
export const makeReservation = async ({ body, idempotencyKey }: MakeReservation) =>
  (
    await api(ReservationAnswer, '/make-reservation', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data

export function useMakeReservation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: makeReservation,
    onSuccess: (reservation) => {
      // The confirmation page opens with it at once.
      queryClient.setQueryData(reservationQueryOptions(reservation.id).queryKey, reservation)
      return queryClient.invalidateQueries({ queryKey: bookingKeys.mine })
    },
  })
}
