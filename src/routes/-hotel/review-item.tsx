import { useLingui } from '@lingui/react/macro'
import type { Comment } from '../../features/hotels/api/comments'
import { Stars } from '../../features/hotels/components/stars'

/** One guest review: name, stars, date (in the active locale) and the text as written. */
export function ReviewItem({ comment }: { comment: Comment }) {
  const { i18n } = useLingui()
  const date = new Date(comment.created_at)
  const name = comment.client.name.trim()
  return (
    <article className="review" data-testid="review">
      <header className="review-head">
        <span className="review-avatar" aria-hidden="true">
          {[...name][0] ?? '?'}
        </span>
        <div className="review-who">
          <h3 className="review-name" dir="auto">
            {name}
          </h3>
          <time dateTime={comment.created_at} className="review-date">
            {i18n.date(date, { day: 'numeric', month: 'long', year: 'numeric' })}
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
    </article>
  )
}
