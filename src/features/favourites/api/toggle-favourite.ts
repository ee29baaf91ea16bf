import { useCallback } from 'react'
import { FavouriteToggleAnswer } from '../../../../contract/favourite'
import { api } from '../../../lib/api'
import { newUuid } from '../../../lib/uuid'
import { markPending, setPendingFromQueue } from '../offline/pending'
import { enqueueFavourite, queuedFavourites } from '../offline/queue'
import { flushFavourites } from '../offline/replay'
import { requestBackgroundReplay } from '../offline/sync'

/**
 * `POST /api/add-or-remove-from-faviorate` with the wanted state and an op id, so a repeated
 * request (double tap, replay after a lost answer) never flips the favourite back.
 */
export const setFavourite = (hotelId: number, state: boolean, opId = newUuid()) =>
  api(FavouriteToggleAnswer, '/add-or-remove-from-faviorate', {
    method: 'POST',
    body: { hotel_id: hotelId, state, op_id: opId },
  })

/**
 * Every change goes through the device's queue, online or not: the heart changes at once
 * (marked pending), the change survives a reload, and changes reach the server in the order
 * they were made, whichever way the connection flips in between.
 */
export function useToggleFavourite() {
  return useCallback((hotelId: number, state: boolean) => {
    const written = markPending(hotelId, state)
    void enqueueFavourite(hotelId, state)
      .then(async () => {
        written()
        setPendingFromQueue(await queuedFavourites())
        requestBackgroundReplay()
        await flushFavourites()
      })
      .catch((err: unknown) => console.error('could not queue the favourite change', err))
  }, [])
}
