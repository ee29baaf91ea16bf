import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type PendingContact, VerifyContactBody } from '../../../../contract/account'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api'
import { useUpdateProfile, useVerifyContact } from '../api/profile'
import { type FieldErrors, focusFirstInvalid, serverFieldErrors, validate } from '../form-errors'
import { useErrorText } from '../use-error-text'
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
  const { t, i18n } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const verify = useVerifyContact()
  const resend = useUpdateProfile()
  const form = useRef<HTMLFormElement>(null)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [until, setUntil] = useState(() => Date.now() + pending.resend_after * 1000)
  const value = pending.value

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when the step appears
  useEffect(() => {
    if (focus) form.current?.querySelector<HTMLInputElement>('input[name=code]')?.focus()
  }, [])

  const send = (digits: string) => {
    if (verify.isPending) return
    const checked = validate(VerifyContactBody, { [pending.field]: value, code: digits }, i18n)
    if (!checked.ok) {
      setErrors({ code: Object.values(checked.errors).flat() })
      focusFirstInvalid(form.current)
      return
    }
    setErrors({})
    verify.mutate(checked.output, {
      onSuccess: ({ message }) => {
        toast.show(message, 'success')
        onDone()
      },
      onError: (err) => {
        // A wrong, expired or spent code, or the value taken meanwhile: said at the field.
        const fields = serverFieldErrors(err)
        setErrors({ code: fields ? Object.values(fields).flat() : [errorText(err)] })
        focusFirstInvalid(form.current)
      },
    })
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    send(code)
  }

  const onResend = () =>
    resend.mutate(
      { [pending.field]: value },
      {
        onSuccess: (answer) => {
          const again = answer.pending?.find((p) => p.field === pending.field)
          setUntil(Date.now() + (again?.resend_after ?? pending.resend_after) * 1000)
          setCode('')
          setErrors({})
          toast.show(t`We sent you a new code.`, 'success')
        },
        onError: (err) => {
          if (err instanceof ApiError && err.retryAfter) setUntil(Date.now() + err.retryAfter * 1000)
          toast.show(errorText(err), 'error')
        },
      },
    )

  return (
    <form
      ref={form}
      className="account-form contact-code"
      noValidate
      onSubmit={submit}
      aria-label={
        pending.field === 'phone' ? t`Confirm your new phone number` : t`Confirm your new e-mail address`
      }
      data-testid={`contact-code-${pending.field}`}
    >
      <p className="contact-code-intro">
        {pending.field === 'phone' ? (
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
      <CodeField value={code} onChange={setCode} errors={errors.code} onComplete={send} />
      <div className="form-actions contact-code-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          <Trans>Keep the old one</Trans>
        </button>
        <button type="submit" className="btn btn-primary" disabled={verify.isPending}>
          {verify.isPending ? <Trans>Checking…</Trans> : <Trans>Confirm</Trans>}
        </button>
      </div>
      <ResendButton until={until} busy={resend.isPending} onResend={onResend} />
    </form>
  )
}
