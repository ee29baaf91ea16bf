import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { type PendingContact, VerifyContactBody } from '../../../../contract/account'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useToast } from '../../../components/ui/toast'
import { useUpdateProfile, useVerifyContact } from '../api/profile'
import { CodeField } from './code-field'
import { ResendButton } from './resend-button'

interface Props {
  pending: PendingContact
  /** Takes the focus when it appears (the first of several steps). */
  focus?: boolean
  /** The code was right: the profile now has the new value. */
  onDone: () => void
  /** Keep the old value; the code simply expires. */
  onCancel: () => void
}

/**
 * The code step of a new phone number or e-mail address: the server keeps the old one until
 * the code sent to the new one comes back here (decision 17, "re-verification").
 */
export function ContactCodeStep({ pending, focus, onDone, onCancel }: Props) {
  const { t } = useLingui()
  const toast = useToast()
  const verify = useVerifyContact()
  const resend = useUpdateProfile()
  const element = useRef<HTMLFormElement>(null)
  const { field, value } = pending
  const form = useContractForm({
    schema: VerifyContactBody,
    defaultValues: { code: '' },
    toInput: ({ code }) => ({ [field]: value, code }),
    onSubmit: async (body) => {
      toast.show((await verify.mutateAsync(body)).message, 'success')
      onDone()
    },
    // A wrong, expired or spent code, or the value taken meanwhile: said at the field.
    serverErrorsOn: 'code',
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when the step appears
  useEffect(() => {
    if (focus) element.current?.querySelector<HTMLInputElement>('input[name=code]')?.focus()
  }, [])

  const sendAgain = async () => {
    const answer = await resend.mutateAsync({ [field]: value })
    return answer.pending?.find((p) => p.field === field) ?? pending
  }

  return (
    <Form
      form={form}
      ref={element}
      className="form-stack contact-code"
      aria-label={field === 'phone' ? t`Confirm your new phone number` : t`Confirm your new e-mail address`}
      data-testid={`contact-code-${field}`}
    >
      <p className="contact-code-intro">
        {field === 'phone' ? (
          <Trans>
            We sent a 6-digit code by SMS to <bdi dir="ltr">{value}</bdi>. Enter it to use this phone number;
            until then your account keeps the old one.
          </Trans>
        ) : (
          <Trans>
            We sent a 6-digit code to <bdi dir="ltr">{value}</bdi>. Enter it to use this e-mail address; until
            then your account keeps the old one.
          </Trans>
        )}
      </p>
      <form.AppField name="code">{() => <CodeField />}</form.AppField>
      <FormAlert />
      <div className="form-actions contact-code-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          <Trans>Keep the old one</Trans>
        </button>
        <SubmitButton>
          <Trans>Confirm</Trans>
        </SubmitButton>
      </div>
      <ResendButton subject={value} send={sendAgain} onSent={() => form.reset()} />
    </Form>
  )
}
