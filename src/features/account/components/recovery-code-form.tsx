import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { RecoveryVerifyBody } from '../../../../contract/account'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api'
import { useRequestRecovery, useVerifyRecovery } from '../api/password-recovery'
import { type FieldErrors, focusFirstInvalid, serverFieldErrors, validate } from '../form-errors'
import { rememberResendAt, resendAt } from '../resend-clock'
import { keepResetToken } from '../reset-token'
import { useErrorText } from '../use-error-text'
import { CodeField } from './code-field'
import { ResendButton } from './resend-button'

/** Step 2: the code sent to `identifier` → a reset token kept for step 3. */
export function RecoveryCodeForm({ identifier }: { identifier: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const errorText = useErrorText()
  const verify = useVerifyRecovery()
  const resend = useRequestRecovery()
  const form = useRef<HTMLFormElement>(null)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [until, setUntil] = useState(() => resendAt(identifier))

  const send = (value: string) => {
    if (verify.isPending) return
    const checked = validate(RecoveryVerifyBody, { identifier, code: value }, i18n)
    if (!checked.ok) {
      setErrors({ code: checked.errors.code ?? checked.errors.identifier ?? [] })
      focusFirstInvalid(form.current)
      return
    }
    setErrors({})
    verify.mutate(checked.output, {
      onSuccess: ({ reset_token, expires_in }) => {
        keepResetToken(reset_token, expires_in)
        void navigate({ to: '/password-recovery3' })
      },
      onError: (err) => {
        const fields = serverFieldErrors(err)
        setErrors({ code: fields ? Object.values(fields).flat() : [errorText(err)] })
        focusFirstInvalid(form.current)
      },
    })
  }

  const onResend = () =>
    resend.mutate(identifier, {
      onSuccess: (sent) => {
        rememberResendAt(identifier, sent.resend_after)
        setUntil(resendAt(identifier))
        setCode('')
        toast.show(t`We sent you a new code.`, 'success')
      },
      onError: (err) => {
        if (err instanceof ApiError && err.retryAfter) {
          rememberResendAt(identifier, err.retryAfter)
          setUntil(resendAt(identifier))
        }
        toast.show(errorText(err), 'error')
      },
    })

  return (
    <form
      ref={form}
      className="account-form"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        send(code)
      }}
      aria-label={t`Enter the code`}
    >
      <CodeField value={code} onChange={setCode} errors={errors.code} onComplete={send} />
      <button type="submit" className="btn btn-primary btn-block" disabled={verify.isPending}>
        {verify.isPending ? <Trans>Checking…</Trans> : <Trans>Continue</Trans>}
      </button>
      <ResendButton until={until} busy={resend.isPending} onResend={onResend} />
      <p className="form-switch">
        <Link to="/password-recovery" search={{ identifier }}>
          <Trans>Use another e-mail or phone</Trans>
        </Link>
      </p>
    </form>
  )
}
