import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConfirmAnswer, type ConfirmBody } from '../../../../contract/booking'
import { api } from '../../../lib/api'
import { bookingKeys } from './keys'
import { reservationQueryOptions } from './reservation'

/**
 * `POST /api/confirm/reservation/{id}` with the guest's details. Answers the payment page
 * (`data.data.payment_url`), or null for an agent, whose booking is confirmed at once.
 */
export const confirmReservation = async ({ id, body }: { id: number; body: ConfirmBody }) =>
  (await api(ConfirmAnswer, `/confirm/reservation/${id}`, { method: 'POST', body })).data.data

export function useConfirmReservation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmReservation,
    onSuccess: ({ reservation }) => {
      queryClient.setQueryData(reservationQueryOptions(reservation.id).queryKey, reservation)
      return queryClient.invalidateQueries({ queryKey: bookingKeys.mine })
    },
  })
}
