import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { todayInIraq } from '../../../contract/dates'
import type { Comment } from '../../features/hotels/api/comments'
import { Stars } from '../../features/hotels/components/stars'
import { formatDate } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'

interface Props {
  comment: Comment
  /** Given only for the signed-in person's own review (spec §5): shows the delete control. */
  onDelete?: () => void
  deleting?: boolean
}

/**
 * One guest review: name, stars, date (in the active locale), the text as written, and the
 * hotel's reply under it.
 */
export function ReviewItem({ comment, onDelete, deleting = false }: Props) {
  const { language } = usePreferences()
  // The day in Iraq, as every date of the site; formatDate writes Sorani names where Intl cannot.
  const day = todayInIraq(new Date(comment.created_at))
  const name = comment.client.name.trim()
  return (
    <article className="review" data-testid="review" data-own={onDelete ? true : undefined}>
      <header className="review-head">
        <span className="review-avatar" aria-hidden="true">
          {[...name][0] ?? '?'}
        </span>
        <div className="review-who">
          <h3 className="review-name" dir="auto">
            {name}
          </h3>
          <time dateTime={comment.created_at} className="review-date">
            {formatDate(day, language, { day: 'numeric', month: 'long', year: 'numeric' })}
          </time>
        </div>
        <Stars value={comment.rate} />
      </header>
      {comment.comment && (
        // Reviews are written in any of the three languages, whatever the page's language.
        <p className="review-text" dir="auto">
          {comment.comment}
        </p>
      )}
      {comment.reply && (
        <div className="review-reply" data-testid="review-reply">
          <p className="review-reply-label">
            <Trans>Reply from the hotel</Trans>
          </p>
          {/* Written in whichever language the hotel chose. */}
          <p className="review-reply-text" dir="auto">
            {comment.reply.text}
          </p>
        </div>
      )}
      {onDelete && <DeleteReview onDelete={onDelete} deleting={deleting} />}
    </article>
  )
}

/** Two steps, so a stray tap does not remove a review for good. */
function DeleteReview({ onDelete, deleting }: { onDelete: () => void; deleting: boolean }) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const startButton = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    if (confirming) confirmButton.current?.focus()
    else startButton.current?.focus()
  }, [confirming])
  const step = (next: boolean) => {
    moved.current = true
    setConfirming(next)
  }
  if (!confirming) {
    return (
      <div className="review-actions">
        <button
          ref={startButton}
          type="button"
          className="link-btn"
          aria-label={t`Delete your review`}
          data-testid="delete-review"
          onClick={() => step(true)}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    )
  }
  return (
    <div className="review-actions" role="group" aria-label={t`Delete your review?`}>
      <span className="review-confirm-text">
        <Trans>Delete your review?</Trans>
      </span>
      <button
        ref={confirmButton}
        type="button"
        className="link-btn review-delete-confirm"
        disabled={deleting}
        aria-busy={deleting}
        data-testid="confirm-delete-review"
        onClick={onDelete}
      >
        <Trans>Yes, delete</Trans>
      </button>
      <button type="button" className="link-btn" disabled={deleting} onClick={() => step(false)}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  )
}
