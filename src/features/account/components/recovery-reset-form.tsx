import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { RecoveryResetBody } from '../../../../contract/account'
import { useToast } from '../../../components/ui/toast'
import { readAuth, writeAuth } from '../../../lib/session'
import { useResetPassword } from '../api/password-recovery'
import { type FieldErrors, focusFirstInvalid, serverFieldErrors, validate } from '../form-errors'
import { dropResetToken } from '../reset-token'
import { useErrorText } from '../use-error-text'
import { type NewPassword, NewPasswordFields } from './new-password-fields'

/** Step 3: the new password. Every session of the account ends, so the person signs in again. */
export function RecoveryResetForm({ resetToken }: { resetToken: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const errorText = useErrorText()
  const mutation = useResetPassword()
  const form = useRef<HTMLFormElement>(null)
  const [value, setValue] = useState<NewPassword>({ password: '', confirm_password: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitted, setSubmitted] = useState(false)

  const check = (next: NewPassword) => validate(RecoveryResetBody, { reset_token: resetToken, ...next }, i18n)
  const change = (next: NewPassword) => {
    setValue(next)
    if (submitted) {
      const checked = check(next)
      setErrors(checked.ok ? {} : checked.errors)
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    const checked = check(value)
    if (!checked.ok) {
      setErrors(checked.errors)
      focusFirstInvalid(form.current)
      return
    }
    setErrors({})
    mutation.mutate(checked.output, {
      onSuccess: () => {
        dropResetToken()
        // If this device was signed in to that account, its session just ended.
        if (readAuth()?.userAuth.is_guest === false) {
          writeAuth(null)
          queryClient.clear()
        }
        toast.show(t`Your password was changed. Sign in with the new one.`, 'success')
        void navigate({ to: '/login' })
      },
      onError: (err) => {
        const fields = serverFieldErrors(err)
        if (fields && !fields.reset_token) {
          setErrors(fields)
          focusFirstInvalid(form.current)
        } else setErrors({ '': [errorText(err)] })
      },
    })
  }

  return (
    <form
      ref={form}
      className="account-form"
      noValidate
      onSubmit={submit}
      aria-label={t`Choose a new password`}
    >
      <NewPasswordFields value={value} onChange={change} errors={errors} />
      {errors['']?.length ? (
        <p className="form-alert" role="alert">
          {errors[''].join(' ')}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Save the new password</Trans>}
      </button>
    </form>
  )
}
