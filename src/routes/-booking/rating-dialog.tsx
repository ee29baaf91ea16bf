import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useRef, useState } from 'react'
import { CommentRateBody } from '../../../contract/booking'
import { messages as m } from '../../../contract/messages'
import { StarIcon } from '../../components/ui/icons'
import { ModalDialog } from '../../components/ui/modal-dialog'
import { useToast } from '../../components/ui/toast'
import { FieldErrorList } from '../../features/account/components/field'
import {
  type FieldErrors,
  focusFirstInvalid,
  serverFieldErrors,
  validate,
} from '../../features/account/form-errors'
import { useErrorText } from '../../features/account/use-error-text'
import { useRateStay } from '../../features/booking/api/rate-stay'
import { type RatingLinkProblem, ratingLinkProblem } from '../../features/booking/api/rating-token'
import '../../features/account/components/account.css'
import './booking.css'

const COMMENT_MAX = 1000

interface Props {
  token: string
  hotelId: number
  hotelName: string
  /** The link turned out used or invalid when sending. */
  onProblem(problem: RatingLinkProblem): void
}

/**
 * Spec §4 rating dialog: persistent (it is the page's whole purpose, so it cannot be closed),
 * 1–5 stars as a radio group (arrow keys move, required) and an optional comment.
 */
export function RatingDialog({ token, hotelId, hotelName, onProblem }: Props) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const mutation = useRateStay()
  const form = useRef<HTMLFormElement>(null)
  const id = useId()
  const [rate, setRate] = useState(0)
  const [comment, setComment] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const busy = mutation.isPending || mutation.isSuccess
  const rateErrorId = `${id}-rate-error`
  const commentErrorId = `${id}-comment-error`
  const commentLength = comment.length

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const checked = validate(
      CommentRateBody,
      { id: token, hotel_id: hotelId, rate: rate || undefined, comment },
      i18n,
    )
    if (!checked.ok || !rate) {
      // A missing rate reads as "required", not as the schema's "whole number".
      const found = checked.ok ? {} : checked.errors
      setErrors({ ...found, ...(rate ? {} : { rate: [i18n._(m.required.id)] }) })
      focusFirstInvalid(form.current)
      return
    }
    setErrors({})
    mutation.mutate(checked.output, {
      onSuccess: () => {
        toast.show(i18n._(m.ratingSubmitted.id), 'success')
        void navigate({ to: '/', replace: true })
      },
      onError: (err) => {
        const problem = ratingLinkProblem(err)
        if (problem) return onProblem(problem)
        const fields = serverFieldErrors(err)
        if (fields && (fields.rate || fields.comment)) {
          setErrors(fields)
          focusFirstInvalid(form.current)
        } else toast.show(errorText(err), 'error')
      },
    })
  }

  return (
    <ModalDialog
      open
      onClose={() => undefined}
      dismissible={false}
      className="rating-dialog"
      title={<Trans>How was your stay at {hotelName}?</Trans>}
      testId="rating-dialog"
    >
      <form ref={form} className="rating-form" noValidate onSubmit={submit} aria-busy={busy}>
        <fieldset
          className="plain-fieldset rating-stars"
          disabled={busy}
          aria-describedby={errors.rate ? rateErrorId : undefined}
        >
          <legend className="field-legend">
            <Trans>Your rating</Trans>
          </legend>
          <div className="rating-star-row">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className="rating-star" data-on={value <= rate || undefined}>
                <input
                  type="radio"
                  name="rate"
                  value={value}
                  className="rating-input"
                  checked={rate === value}
                  aria-invalid={Boolean(errors.rate)}
                  required
                  onChange={() => {
                    setRate(value)
                    setErrors(({ rate: _, ...rest }) => rest)
                  }}
                />
                <StarIcon size={40} filled={value <= rate} />
                <span className="visually-hidden">{t`${value} out of 5 stars`}</span>
              </label>
            ))}
          </div>
          <div aria-live="polite">
            {errors.rate && <FieldErrorList id={rateErrorId} errors={errors.rate} />}
          </div>
        </fieldset>
        <div className="form-field">
          <label htmlFor={`${id}-comment`}>
            <Trans>Comment (optional)</Trans>
          </label>
          <textarea
            id={`${id}-comment`}
            className="input rating-comment"
            name="comment"
            rows={4}
            maxLength={COMMENT_MAX}
            dir="auto"
            disabled={busy}
            value={comment}
            aria-invalid={Boolean(errors.comment)}
            aria-describedby={`${id}-count${errors.comment ? ` ${commentErrorId}` : ''}`}
            onChange={(e) => {
              setComment(e.target.value)
              setErrors(({ comment: _, ...rest }) => rest)
            }}
          />
          <p id={`${id}-count`} className="field-hint">
            <Plural value={COMMENT_MAX - commentLength} one="# character left" other="# characters left" />
          </p>
          {errors.comment && <FieldErrorList id={commentErrorId} errors={errors.comment} />}
        </div>
        <div className="form-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy}
            data-testid="submit-rating"
          >
            {busy && <span className="spinner" aria-hidden="true" />}
            <Trans>Submit rating</Trans>
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
