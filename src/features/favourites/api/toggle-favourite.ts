import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FavouriteToggleAnswer } from '../../../../contract/favourite'
import { api } from '../../../lib/api'
import { myFavouritesQueryKey } from './my-favourites'

/** RFC 4122 v4; `crypto.randomUUID` exists only in secure contexts (not on http://192.168…). */
function newOpId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const hex = [...b].map((n) => n.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * `POST /api/add-or-remove-from-faviorate` with the wanted state and a fresh op id, so a
 * repeated request (double tap, retry) never flips the favourite back.
 */
export const setFavourite = (hotelId: number, state: boolean) =>
  api(FavouriteToggleAnswer, '/add-or-remove-from-faviorate', {
    method: 'POST',
    body: { hotel_id: hotelId, state, op_id: newOpId() },
  })

/** Hotel lists and details carry `is_faviorate`; the favourites page lists them: both ask again. */
export function useSetFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ hotelId, state }: { hotelId: number; state: boolean }) => setFavourite(hotelId, state),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['hotels'] }),
        queryClient.invalidateQueries({ queryKey: myFavouritesQueryKey }),
      ]),
  })
}
