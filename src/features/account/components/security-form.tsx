import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { ProfileBody } from '../../../../contract/account'
import { useToast } from '../../../components/ui/toast'
import { useUpdateProfile } from '../api/profile'
import { type FieldErrors, focusFirstInvalid, validate } from '../form-errors'
import { useSubmitErrors } from '../use-submit-errors'
import { type NewPassword, NewPasswordFields } from './new-password-fields'

const EMPTY: NewPassword = { password: '', confirm_password: '' }

/** A new password (§5 rules, "passwords do not match"); other devices are signed out by the server. */
export function SecurityForm() {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const mutation = useUpdateProfile()
  const form = useRef<HTMLFormElement>(null)
  const [value, setValue] = useState<NewPassword>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const onSubmitError = useSubmitErrors(setErrors, form)
  const [submitted, setSubmitted] = useState(false)

  const change = (next: NewPassword) => {
    setValue(next)
    if (submitted) {
      const checked = validate(ProfileBody, next, i18n)
      setErrors(checked.ok ? {} : checked.errors)
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    const checked = validate(ProfileBody, value, i18n)
    if (!checked.ok) {
      setErrors(checked.errors)
      focusFirstInvalid(form.current)
      return
    }
    setErrors({})
    mutation.mutate(value, {
      onSuccess: ({ message }) => {
        setValue(EMPTY)
        setSubmitted(false)
        toast.show(message, 'success')
      },
      onError: onSubmitError,
    })
  }

  return (
    <form
      ref={form}
      className="account-form"
      noValidate
      onSubmit={submit}
      aria-label={t`Change your password`}
    >
      <NewPasswordFields value={value} onChange={change} errors={errors} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
        </button>
      </div>
    </form>
  )
}
