import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { RegisterBody } from '../../../../contract/account'
import { Form, FormAlert, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { EmailField } from '../../../components/form/text-fields'
import { usePreferences } from '../../../lib/preferences'
import { useRegister } from '../api/register'
import { countryToStore } from '../country-names'
import { composePhone, DEFAULT_PHONE_COUNTRY } from '../phone'
import { rememberResendAt } from '../resend-clock'
import { CountryField } from './country-field'
import { NewPasswordField } from './password-field'
import { PhoneField } from './phone-field'

/** The sign-up fields the person fills in; the app's passcode is added when sending. */
const SignupInput = v.omit(RegisterBody, ['passcode'])

/** Name, phone, e-mail, password, country, city → a code by SMS → /verify-otp/{phone}. */
export function SignupForm() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const navigate = useNavigate()
  const register = useRegister()
  const form = useContractForm({
    schema: SignupInput,
    defaultValues: {
      name: '',
      phone: { country: DEFAULT_PHONE_COUNTRY, national: '' },
      email: '',
      password: '',
      country: '',
      city: '',
    },
    toInput: (values) => ({
      ...values,
      phone: composePhone(values.phone),
      country: countryToStore(values.country, language),
    }),
    onSubmit: async (body) => {
      const sent = await register.mutateAsync(body)
      rememberResendAt(sent.phone, sent.resend_after)
      await navigate({ to: '/verify-otp/$phone', params: { phone: sent.phone } })
    },
  })

  return (
    <Form form={form} className="form-stack" aria-label={t`Create an account`}>
      <form.AppField name="name">
        {(field) => <field.TextField label={<Trans>Full name</Trans>} autoComplete="name" />}
      </form.AppField>
      <form.AppField name="phone">
        {() => (
          <PhoneField
            label={<Trans>Mobile phone</Trans>}
            hint={<Trans>We send a code to it by SMS to confirm it is yours.</Trans>}
          />
        )}
      </form.AppField>
      <form.AppField name="email">{() => <EmailField />}</form.AppField>
      <form.AppField name="password">
        {() => <NewPasswordField label={<Trans>Password</Trans>} />}
      </form.AppField>
      <div className="form-row">
        <form.AppField name="country">
          {() => <CountryField label={<Trans>Country (optional)</Trans>} />}
        </form.AppField>
        <form.AppField name="city">
          {(field) => (
            <field.TextField label={<Trans>City (optional)</Trans>} autoComplete="address-level2" />
          )}
        </form.AppField>
      </div>
      <FormAlert />
      <SubmitButton className="btn btn-primary btn-block">
        <Trans>Create account</Trans>
      </SubmitButton>
      <p className="form-switch">
        <Trans>Already have an account?</Trans>{' '}
        <Link to="/login">
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </Form>
  )
}
