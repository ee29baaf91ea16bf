import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { CommentRateBody } from '../../../contract/booking'
import { messages as m } from '../../../contract/messages'
import { Field, FieldError, useFieldError } from '../../components/form/field'
import { Form, FormAlert, SubmitButton } from '../../components/form/form'
import { useFieldContext } from '../../components/form/form-context'
import { useContractForm } from '../../components/form/form-hook'
import { StarIcon } from '../../components/ui/icons'
import { ModalDialog } from '../../components/ui/modal-dialog'
import { useToast } from '../../components/ui/toast'
import { useRateStay } from '../../features/booking/api/rate-stay'
import { type RatingLinkProblem, ratingLinkProblem } from '../../features/booking/api/rating-token'
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
  const { i18n } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const rate = useRateStay()
  const form = useContractForm({
    schema: CommentRateBody,
    defaultValues: { rate: 0, comment: '' },
    // No star yet is no `rate` at all: the contract calls that "required".
    toInput: (values) => ({
      id: token,
      hotel_id: hotelId,
      comment: values.comment,
      ...(values.rate && { rate: values.rate }),
    }),
    onSubmit: async (body) => {
      await rate.mutateAsync(body)
      toast.show(i18n._(m.ratingSubmitted.id), 'success')
      await navigate({ to: '/', replace: true })
    },
    onRefused: (err) => {
      const problem = ratingLinkProblem(err)
      if (problem) onProblem(problem)
      return Boolean(problem)
    },
  })
  const busy = rate.isPending || rate.isSuccess

  return (
    <ModalDialog
      open
      onClose={() => undefined}
      dismissible={false}
      className="rating-dialog"
      title={<Trans>How was your stay at {hotelName}?</Trans>}
      testId="rating-dialog"
    >
      <Form form={form} className="form-stack rating-form" aria-busy={busy}>
        <form.AppField name="rate">{() => <StarsField disabled={busy} />}</form.AppField>
        <form.AppField name="comment">{() => <CommentField disabled={busy} />}</form.AppField>
        <FormAlert />
        <div className="form-actions">
          <SubmitButton busy={busy} testId="submit-rating">
            <Trans>Submit rating</Trans>
          </SubmitButton>
        </div>
      </Form>
    </ModalDialog>
  )
}

/** 1–5 stars as a radio group: arrow keys move, the legend names it, the error describes it. */
function StarsField({ disabled }: { disabled: boolean }) {
  const { t } = useLingui()
  const field = useFieldContext<number>()
  const error = useFieldError()
  const errorId = `${useId()}-error`
  return (
    <fieldset
      className="plain-fieldset rating-stars"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field-legend">
        <Trans>Your rating</Trans>
      </legend>
      <div className="rating-star-row">
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="rating-star" data-on={value <= field.state.value || undefined}>
            <input
              type="radio"
              name="rate"
              value={value}
              className="rating-input"
              checked={field.state.value === value}
              aria-invalid={Boolean(error)}
              required
              onChange={() => field.handleChange(value)}
            />
            <StarIcon size={40} filled={value <= field.state.value} />
            <span className="visually-hidden">{t`${value} out of 5 stars`}</span>
          </label>
        ))}
      </div>
      <div aria-live="polite">{error && <FieldError id={errorId} message={error} />}</div>
    </fieldset>
  )
}

function CommentField({ disabled }: { disabled: boolean }) {
  const field = useFieldContext<string>()
  return (
    <Field
      label={<Trans>Comment (optional)</Trans>}
      hint={
        <Plural
          value={COMMENT_MAX - field.state.value.length}
          one="# character left"
          other="# characters left"
        />
      }
    >
      {(control) => (
        <textarea
          {...control}
          className="input rating-comment"
          rows={4}
          maxLength={COMMENT_MAX}
          dir="auto"
          disabled={disabled}
          value={field.state.value}
          onChange={(e) => field.handleChange(e.target.value)}
        />
      )}
    </Field>
  )
}
