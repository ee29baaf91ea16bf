import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api'
import { useSetFavourite } from '../../favourites'
import './favourite-button.css'

/**
 * The heart on a hotel: asks the server for the opposite of what it shows, and flips only
 * once the server agrees (§4). Guests may favourite too; sign-in carries theirs over.
 */
export function FavouriteButton({
  hotelId,
  initial,
  describedBy,
}: {
  hotelId: number
  initial: boolean
  /** Id of the hotel's name, so a screen reader says which hotel the heart is for. */
  describedBy?: string
}) {
  const { t } = useLingui()
  const toast = useToast()
  const mutation = useSetFavourite()
  const [pressed, setPressed] = useState(initial)
  // A refetched list (another tab, the favourites page) is the truth again.
  const [seen, setSeen] = useState(initial)
  if (initial !== seen) {
    setSeen(initial)
    setPressed(initial)
  }
  const busy = mutation.isPending
  const onClick = () => {
    if (busy) return
    mutation.mutate(
      { hotelId, state: !pressed },
      {
        onSuccess: (answer) => setPressed(answer.is_favorites),
        onError: (err) => {
          console.error('favourite change failed', err)
          toast.show(
            err instanceof ApiError ? err.message : t`We could not update your favourites. Try again.`,
            'error',
          )
        },
      },
    )
  }
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pressed}
      aria-label={pressed ? t`Remove from favourites` : t`Add to favourites`}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      data-testid="favourite-button"
      onClick={onClick}
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
    </button>
  )
}
