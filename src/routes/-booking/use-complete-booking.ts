import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { BookingRequestInput } from '../../../contract/booking'
import { messages as m } from '../../../contract/messages'
import { useErrorText } from '../../components/form/use-error-text'
import { useToast } from '../../components/ui/toast'
import { bookingKeys } from '../../features/booking/api/keys'
import { useMakeReservation } from '../../features/booking/api/make-reservation'
import { ApiError } from '../../lib/api'
import { newUuid } from '../../lib/uuid'

/**
 * "Complete booking": `POST /api/make-reservation`, then the guest-details page. The
 * Idempotency-Key is made once per summary and request, so a double click or a retry after a
 * lost answer gets the same reservation; a new request (another code) gets a new key, and so
 * does a retry after the server said no (nothing was made).
 */
export function useCompleteBooking(body: BookingRequestInput) {
  const { i18n } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const mutation = useMakeReservation()
  const sending = useRef(false)
  const bodyKey = JSON.stringify(body)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key per request body and per refused attempt
  const idempotencyKey = useMemo(() => newUuid(), [bodyKey, attempt])

  const complete = useCallback(() => {
    if (sending.current) return
    sending.current = true
    mutation.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (reservation) =>
          navigate({ to: '/hotel/booking-confirmation/$id', params: { id: String(reservation.id) } }),
        onError: (err) => {
          if (err instanceof ApiError && err.status < 500) setAttempt((n) => n + 1)
          if (err instanceof ApiError && err.status === 409) {
            // The rooms ran out meanwhile: say so, and show what is left now.
            toast.show(err.message, 'error')
            void queryClient.invalidateQueries({ queryKey: bookingKeys.quotes })
          } else if (err instanceof ApiError && err.status >= 500) {
            // §8: "Internal Server Error" plus the server's own message.
            const title = i18n._(m.serverError.id)
            toast.show(err.message && err.message !== title ? `${title}: ${err.message}` : title, 'error')
          } else {
            toast.show(errorText(err), 'error')
          }
        },
        onSettled: () => {
          sending.current = false
        },
      },
    )
  }, [body, idempotencyKey, mutation, navigate, queryClient, i18n, toast, errorText])

  return { complete, pending: mutation.isPending || mutation.isSuccess }
}
