import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { VerifyOtpBody } from '../../../../contract/account'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api'
import { useStartSession } from '../api/start-session'
import { useResendOtp, useVerifyOtp } from '../api/verify-otp'
import { type FieldErrors, focusFirstInvalid, serverFieldErrors, validate } from '../form-errors'
import { rememberResendAt, resendAt } from '../resend-clock'
import { useErrorText } from '../use-error-text'
import { CodeField } from './code-field'
import { ResendButton } from './resend-button'

/** The sign-up code: on success the account is active and signed in; home with a welcome. */
export function VerifyOtpForm({ phone }: { phone: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const startSession = useStartSession()
  const errorText = useErrorText()
  const verify = useVerifyOtp()
  const resend = useResendOtp()
  const form = useRef<HTMLFormElement>(null)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [until, setUntil] = useState(() => resendAt(phone))

  const send = (value: string) => {
    if (verify.isPending) return
    const checked = validate(VerifyOtpBody, { phone, code: value }, i18n)
    if (!checked.ok) {
      setErrors(checked.errors)
      focusFirstInvalid(form.current)
      return
    }
    setErrors({})
    verify.mutate(checked.output, {
      onSuccess: (info) => {
        startSession(info)
        const name = info.userAuth.name
        toast.show(t`Welcome to Funduq, ${name}!`, 'success')
        void navigate({ to: '/' })
      },
      onError: (err) => {
        // Whatever went wrong (wrong, expired or spent code, too many tries) is said at the field.
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
    resend.mutate(phone, {
      onSuccess: (sent) => {
        rememberResendAt(phone, sent.resend_after)
        setUntil(resendAt(phone))
        setCode('')
        setErrors({})
        toast.show(t`We sent you a new code.`, 'success')
      },
      onError: (err) => {
        if (err instanceof ApiError && err.retryAfter) {
          rememberResendAt(phone, err.retryAfter)
          setUntil(resendAt(phone))
        }
        toast.show(errorText(err), 'error')
      },
    })

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} aria-label={t`Verify your phone`}>
      <CodeField value={code} onChange={setCode} errors={errors.code ?? errors.phone} onComplete={send} />
      <button type="submit" className="btn btn-primary btn-block" disabled={verify.isPending}>
        {verify.isPending ? <Trans>Checking…</Trans> : <Trans>Verify</Trans>}
      </button>
      <ResendButton until={until} busy={resend.isPending} onResend={onResend} />
    </form>
  )
}
