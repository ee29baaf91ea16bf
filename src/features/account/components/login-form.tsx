import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { LoginBody } from '../../../../contract/account'
import { Form, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { useErrorText } from '../../../components/form/use-error-text'
import { unverifiedPhone, useLogin } from '../api/login'
import { useStartSession } from '../api/start-session'
import { PasswordField } from './password-field'

/** Sign in with an e-mail address or a phone number, then go back where the person was. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const router = useRouter()
  const startSession = useStartSession()
  const errorText = useErrorText()
  const login = useLogin()
  const [toVerify, setToVerify] = useState<{ phone: string; message: string } | null>(null)
  const form = useContractForm({
    schema: LoginBody,
    defaultValues: { email: '', password: '' },
    onSubmit: async (body) => {
      setToVerify(null)
      startSession(await login.mutateAsync(body))
      // `redirect` is a path of this site with its own search (checked by the route).
      if (redirect) router.history.push(redirect)
      else void navigate({ to: '/' })
    },
    // §8: a wrong e-mail, phone or password is a toast; a phone still to verify says where to go.
    onRefused: (err) => {
      const phone = unverifiedPhone(err)
      if (phone) setToVerify({ phone, message: errorText(err) })
      return Boolean(phone)
    },
  })

  return (
    <Form form={form} className="form-stack" aria-label={t`Sign in`}>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={<Trans>E-mail or phone number</Trans>}
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            dir="ltr"
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {() => <PasswordField label={<Trans>Password</Trans>} autoComplete="current-password" />}
      </form.AppField>
      <p className="form-aside">
        <Link to="/password-recovery">
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      {toVerify && (
        <div className="form-alert" role="alert" data-testid="not-verified">
          <p>{toVerify.message}</p>
          <Link to="/verify-otp/$phone" params={{ phone: toVerify.phone }} className="btn btn-ghost">
            <Trans>Verify my phone number</Trans>
          </Link>
        </div>
      )}
      <SubmitButton className="btn btn-primary btn-block">
        <Trans>Sign in</Trans>
      </SubmitButton>
      <p className="form-switch">
        <Trans>New to Funduq?</Trans>{' '}
        <Link to="/signup">
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </Form>
  )
}
