import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { ReplyBody } from '../../../../contract/admin-reviews'
import { Form, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'

/** The hotel's reply to a review, checked with the contract's rule, as the server checks it. */
export function ReplyForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string
  onSave(text: string): Promise<void>
  onCancel(): void
}) {
  const { t } = useLingui()
  const form = useContractForm({
    schema: ReplyBody,
    defaultValues: { reply: initial },
    onSubmit: (body) => onSave(body.reply),
  })
  const ref = useRef<HTMLFormElement>(null)
  // Opened from the review's Reply button, which it replaces: the keyboard goes on in the text.
  useEffect(() => ref.current?.querySelector('textarea')?.focus(), [])
  return (
    <Form form={form} ref={ref} className="form-stack console-reply-form" aria-label={t`Reply to the review`}>
      <form.AppField name="reply">
        {(f) => (
          <f.TextAreaField
            label={t`Your reply, shown under the review on the hotel page`}
            rows={4}
            dir="auto"
            data-testid="review-reply-text"
            required
          />
        )}
      </form.AppField>
      <div className="console-actions" style={{ marginBlockStart: 0 }}>
        <SubmitButton testId="review-reply-save">
          <Trans>Save the reply</Trans>
        </SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Form>
  )
}
