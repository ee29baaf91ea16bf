import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { todayInIraq } from '../../../../contract/dates'
import { useErrorText } from '../../../components/form/use-error-text'
import { useToast } from '../../../components/ui/toast'
import { formatDate, localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { Stars } from '../../hotels/components/stars'
import { adminMeQueryOptions } from '../api/admin-me'
import { type AdminReview, useHideReview, useReplyToReview } from '../api/reviews'
import { AuditList } from './audit-list'
import { ClampedText } from './clamped-text'
import { ReplyForm } from './reply-form'

/**
 * One review in the console's list, as a dense row a moderator scans (decision 39): who, stars,
 * when and which hotel; the text and the hotel's reply cut to two lines (opened in place); its
 * state (not answered, hidden); the actions. On a wide screen these are three columns, on a
 * phone one under the other.
 */
export function ReviewRow({ review, showHotel }: { review: AdminReview; showHotel: boolean }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const isAdmin = useSuspenseQuery(adminMeQueryOptions()).data.role === 'admin'
  const [editing, setEditing] = useState(false)
  const [history, setHistory] = useState(false)
  // The form closed (saved or cancelled), or the reply was removed: the keyboard goes to the
  // Reply button, the one that opened the form or that took the Remove button's place.
  const replyButton = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reply's removal is a reason to run
  useEffect(() => {
    if (!editing && refocus.current) replyButton.current?.focus()
    refocus.current = false
  }, [editing, review.reply])
  const closeEditor = () => {
    refocus.current = true
    setEditing(false)
  }
  const reply = useReplyToReview(review.id)
  const hide = useHideReview(review.id)
  const toast = useToast()
  const errorText = useErrorText()
  const day = todayInIraq(new Date(review.created_at))
  const headingId = `review-${review.id}`
  return (
    <article
      className="console-review"
      aria-labelledby={headingId}
      data-testid="admin-review"
      data-hidden={review.hidden || undefined}
    >
      <div className="console-review-meta">
        <h2 id={headingId} dir="auto">
          {review.client.name}
        </h2>
        <Stars value={review.rate} />
        <time dateTime={review.created_at} className="console-muted">
          {formatDate(day, language, { day: 'numeric', month: 'short', year: 'numeric' })}
        </time>
        {showHotel && (
          <Link
            to="/admin/reviews"
            search={{ hotel: review.hotel.id, filter: 'all', page: 1 }}
            className="console-review-hotel"
          >
            {localized(review.hotel, 'title', language)}
          </Link>
        )}
      </div>
      <div className="console-review-body">
        {review.comment ? (
          <ClampedText id={`review-text-${review.id}`} text={review.comment} />
        ) : (
          <p className="console-muted">
            <Trans>A rating without a comment.</Trans>
          </p>
        )}
        {!editing && review.reply !== null && (
          <div className="console-review-reply" data-testid="admin-review-reply">
            <p className="review-reply-label">
              <Trans>Reply from the hotel</Trans>
            </p>
            <ClampedText id={`review-reply-${review.id}`} text={review.reply} className="review-reply-text" />
          </div>
        )}
        {editing && (
          <ReplyForm
            initial={review.reply ?? ''}
            onSave={async (text) => {
              await reply.mutateAsync(text)
              toast.show(t`The reply is on the hotel page`, 'success')
              closeEditor()
            }}
            onCancel={closeEditor}
          />
        )}
      </div>
      <div className="console-review-side">
        <span className="console-badges">
          {review.reply === null && (
            <span className="console-badge" data-state="wait">
              <Trans>Not answered</Trans>
            </span>
          )}
          {review.hidden && (
            <span className="console-badge" data-state="off">
              <Trans>Hidden from guests</Trans>
            </span>
          )}
        </span>
        <div className="console-review-actions">
          {!editing && (
            <button
              ref={replyButton}
              type="button"
              className="btn btn-small"
              data-testid="review-reply-open"
              onClick={() => setEditing(true)}
            >
              {review.reply === null ? <Trans>Reply</Trans> : <Trans>Edit the reply</Trans>}
            </button>
          )}
          {!editing && review.reply !== null && (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-disabled={reply.isPending || undefined}
              aria-busy={reply.isPending}
              onClick={() => {
                if (reply.isPending) return
                // The button goes with the reply: the keyboard moves to Reply, which takes its place.
                refocus.current = true
                reply.mutate(null, {
                  onSuccess: () => toast.show(t`The reply was removed`, 'success'),
                  onError: (err) => toast.show(errorText(err), 'error'),
                })
              }}
            >
              <Trans>Remove the reply</Trans>
            </button>
          )}
          {isAdmin && (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              data-testid="review-hide"
              // Not `disabled` while it works: that would drop the keyboard's focus.
              aria-disabled={hide.isPending || undefined}
              aria-busy={hide.isPending}
              onClick={() => {
                if (hide.isPending) return
                hide.mutate(!review.hidden, {
                  onSuccess: (r) =>
                    toast.show(
                      r.hidden
                        ? t`The review is hidden from guests and the rating`
                        : t`The review is shown to guests again`,
                      'success',
                    ),
                  onError: (err) => toast.show(errorText(err), 'error'),
                })
              }}
            >
              {review.hidden ? <Trans>Show to guests again</Trans> : <Trans>Hide as abusive</Trans>}
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-expanded={history}
            onClick={() => setHistory((h) => !h)}
          >
            <Trans>History</Trans>
          </button>
        </div>
      </div>
      {history && (
        <div className="console-review-history">
          <AuditList entity="review" id={review.id} />
        </div>
      )}
    </article>
  )
}
