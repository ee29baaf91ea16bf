import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { usePendingFavourite, useToggleFavourite } from '../../favourites'
import './favourite-button.css'

/**
 * The heart on a hotel. A tap changes it at once and queues the change on the device (§4,
 * offline too); until the server has it, the heart is marked pending. Guests may favourite
 * too; sign-in carries theirs over.
 */
export function FavouriteButton({
  hotelId,
  initial,
  describedBy,
}: {
  hotelId: number
  /** The server's state, from the hotel list or page. */
  initial: boolean
  /** Id of the hotel's name, so a screen reader says which hotel the heart is for. */
  describedBy?: string
}) {
  const { t } = useLingui()
  const toggle = useToggleFavourite()
  const waiting = usePendingFavourite(hotelId)
  const pendingId = useId()
  const pressed = waiting ?? initial
  const pending = waiting !== undefined
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pressed}
      aria-label={pressed ? t`Remove from favourites` : t`Add to favourites`}
      aria-describedby={[describedBy, pending ? pendingId : undefined].filter(Boolean).join(' ') || undefined}
      data-pending={pending || undefined}
      data-testid="favourite-button"
      onClick={() => toggle(hotelId, !pressed)}
    >
      <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.6 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.4 3.5 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        />
      </svg>
      {pending && (
        <span id={pendingId} className="favourite-pending" title={t`Not sent yet`}>
          <span className="visually-hidden">{t`Not sent yet`}</span>
        </span>
      )}
    </button>
  )
}
