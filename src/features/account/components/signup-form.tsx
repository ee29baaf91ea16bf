import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { RegisterBody } from '../../../../contract/account'
import { usePreferences } from '../../../lib/preferences'
import { useRegister } from '../api/register'
import { countryToStore } from '../country-names'
import { type FieldErrors, focusFirstInvalid, validate } from '../form-errors'
import { composePhone, DEFAULT_PHONE_COUNTRY, type PhoneValue } from '../phone'
import { rememberResendAt } from '../resend-clock'
import { useSubmitErrors } from '../use-submit-errors'
import { CountryField } from './country-field'
import { EmailField, TextField } from './field'
import { PasswordField } from './password-field'
import { PasswordRules } from './password-rules'
import { PhoneField } from './phone-field'

/** The sign-up fields the browser checks; the passcode is added when sending. */
const SignupInput = v.omit(RegisterBody, ['passcode'])

/** Name, phone, e-mail, password, country, city → a code by SMS → /verify-otp/{phone}. */
export function SignupForm() {
  const { t, i18n } = useLingui()
  const { language } = usePreferences()
  const navigate = useNavigate()
  const mutation = useRegister()
  const form = useRef<HTMLFormElement>(null)
  const rulesId = useId()
  const [values, setValues] = useState({ name: '', email: '', password: '', country: '', city: '' })
  const [phone, setPhone] = useState<PhoneValue>({ country: DEFAULT_PHONE_COUNTRY, national: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const onSubmitError = useSubmitErrors(setErrors, form)
  const [submitted, setSubmitted] = useState(false)

  const input = (next = values, nextPhone = phone) => ({
    ...next,
    phone: composePhone(nextPhone),
    country: countryToStore(next.country, language),
  })
  const recheck = (next: typeof values, nextPhone: PhoneValue) => {
    if (!submitted) return
    const checked = validate(SignupInput, input(next, nextPhone), i18n)
    setErrors(checked.ok ? {} : checked.errors)
  }
  const change = (name: keyof typeof values, value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    recheck(next, phone)
  }
  const changePhone = (value: PhoneValue) => {
    setPhone(value)
    recheck(values, value)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    const checked = validate(SignupInput, input(), i18n)
    if (!checked.ok) {
      setErrors(checked.errors)
      focusFirstInvalid(form.current)
      return
    }
    setErrors({})
    mutation.mutate(checked.output, {
      onSuccess: (sent) => {
        rememberResendAt(sent.phone, sent.resend_after)
        void navigate({ to: '/verify-otp/$phone', params: { phone: sent.phone } })
      },
      onError: onSubmitError,
    })
  }

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} aria-label={t`Create an account`}>
      <TextField
        label={<Trans>Full name</Trans>}
        errors={errors.name}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(value) => change('name', value)}
      />
      <PhoneField
        label={<Trans>Mobile phone</Trans>}
        value={phone}
        onChange={changePhone}
        errors={errors.phone}
        hint={<Trans>We send a code to it by SMS to confirm it is yours.</Trans>}
      />
      <EmailField value={values.email} onChange={(value) => change('email', value)} errors={errors.email} />
      <PasswordField
        label={<Trans>Password</Trans>}
        name="password"
        value={values.password}
        onChange={(value) => change('password', value)}
        errors={errors.password}
        autoComplete="new-password"
        describedBy={rulesId}
      />
      <PasswordRules id={rulesId} password={values.password} />
      <div className="form-row">
        <CountryField
          label={<Trans>Country (optional)</Trans>}
          value={values.country}
          onChange={(value) => change('country', value)}
          errors={errors.country}
        />
        <TextField
          label={<Trans>City (optional)</Trans>}
          errors={errors.city}
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onChange={(value) => change('city', value)}
        />
      </div>
      {errors.passcode && (
        <p className="form-alert" role="alert">
          {errors.passcode.join(' ')}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
      </button>
      <p className="form-switch">
        <Trans>Already have an account?</Trans>{' '}
        <Link to="/login">
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </form>
  )
}
