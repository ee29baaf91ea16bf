import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { LoginBody } from '../../../../contract/account'
import { useToast } from '../../../components/ui/toast'
import { unverifiedPhone, useLogin } from '../api/login'
import { useStartSession } from '../api/start-session'
import { type FieldErrors, focusFirstInvalid, serverFieldErrors, validate } from '../form-errors'
import { useErrorText } from '../use-error-text'
import { TextField } from './field'
import { PasswordField } from './password-field'

/** Sign in with an e-mail address or a phone number, then go back where the person was. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const router = useRouter()
  const startSession = useStartSession()
  const errorText = useErrorText()
  const mutation = useLogin()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [toVerify, setToVerify] = useState<{ phone: string; message: string } | null>(null)

  const change = (name: keyof typeof values, value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    if (submitted) {
      const checked = validate(LoginBody, next, i18n)
      setErrors(checked.ok ? {} : checked.errors)
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    setToVerify(null)
    const checked = validate(LoginBody, values, i18n)
    if (!checked.ok) {
      setErrors(checked.errors)
      focusFirstInvalid(form.current)
      return
    }
    setErrors({})
    mutation.mutate(checked.output, {
      onSuccess: (info) => {
        startSession(info)
        // `redirect` is a path of this site with its own search (checked by the route).
        if (redirect) router.history.push(redirect)
        else void navigate({ to: '/' })
      },
      onError: (err) => {
        const phone = unverifiedPhone(err)
        if (phone) {
          setToVerify({ phone, message: errorText(err) })
          return
        }
        const fields = serverFieldErrors(err)
        if (fields) {
          setErrors(fields)
          focusFirstInvalid(form.current)
        } else {
          // §8: a wrong e-mail, phone or password is a toast.
          toast.show(errorText(err), 'error')
        }
      },
    })
  }

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} aria-label={t`Sign in`}>
      <TextField
        label={<Trans>E-mail or phone number</Trans>}
        errors={errors.email}
        name="email"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        dir="ltr"
        value={values.email}
        onChange={(value) => change('email', value)}
      />
      <PasswordField
        label={<Trans>Password</Trans>}
        name="password"
        value={values.password}
        onChange={(value) => change('password', value)}
        errors={errors.password}
        autoComplete="current-password"
      />
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
      <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </button>
      <p className="form-switch">
        <Trans>New to Funduq?</Trans>{' '}
        <Link to="/signup">
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </form>
  )
}
