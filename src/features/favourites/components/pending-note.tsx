import { Plural } from '@lingui/react/macro'
import { useOffline } from '../../../lib/use-offline'
import { usePendingFavouriteCount } from '../offline/pending'

/**
 * Offline, says that some hearts are only on this device so far. (Online they are sent within
 * a moment, so a note would only flicker.)
 */
export function PendingFavouritesNote() {
  const count = usePendingFavouriteCount()
  const offline = useOffline()
  if (count === 0 || !offline) return null
  return (
    <p className="favourites-pending-note" role="status" data-testid="favourites-pending">
      <Plural
        value={count}
        one="# change to your favourites is saved on this device and will be sent when you are back online."
        other="# changes to your favourites are saved on this device and will be sent when you are back online."
      />
    </p>
  )
}
