import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { parseIdentifier, RecoveryBody } from '../../../../contract/account'
import { useRequestRecovery } from '../api/password-recovery'
import { type FieldErrors, focusFirstInvalid, validate } from '../form-errors'
import { rememberResendAt } from '../resend-clock'
import { useSubmitErrors } from '../use-submit-errors'
import { Field } from './field'

/** Step 1: the e-mail address or phone of the account; a code goes there. */
export function RecoveryRequestForm({ initial = '' }: { initial?: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const mutation = useRequestRecovery()
  const form = useRef<HTMLFormElement>(null)
  const [identifier, setIdentifier] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const onSubmitError = useSubmitErrors(setErrors, form)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const checked = validate(RecoveryBody, { identifier }, i18n)
    if (!checked.ok) {
      setErrors(checked.errors)
      focusFirstInvalid(form.current)
      return
    }
    // The normalised form (lower-case e-mail, E.164 phone) is what step 2 sends again.
    const value = parseIdentifier(checked.output.identifier)?.value ?? checked.output.identifier
    setErrors({})
    mutation.mutate(value, {
      onSuccess: (sent) => {
        rememberResendAt(value, sent.resend_after)
        void navigate({ to: '/password-recovery2', search: { identifier: value } })
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
      aria-label={t`Reset your password`}
    >
      <Field
        label={<Trans>E-mail or phone number</Trans>}
        errors={errors.identifier}
        hint={<Trans>We send a code to your e-mail address, or by SMS to your phone.</Trans>}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            name="identifier"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            dir="ltr"
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Sending…</Trans> : <Trans>Send the code</Trans>}
      </button>
      <p className="form-switch">
        <Link to="/login">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </form>
  )
}
