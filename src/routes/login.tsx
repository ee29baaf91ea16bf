import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuthLayout } from '../features/account/components/auth-layout'
import { LoginForm } from '../features/account/components/login-form'

/** Only a path of this site: `?redirect=https://elsewhere` must not send people away. */
const LoginSearch = v.object({
  redirect: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\/(?![/\\])/),
        v.check((s) => !s.startsWith('/login')),
      ),
    ),
    undefined,
  ),
})

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  return (
    <AuthLayout
      title={<Trans>Sign in</Trans>}
      intro={
        redirect ? (
          <Trans>Sign in to continue.</Trans>
        ) : (
          <Trans>Welcome back. Sign in to see your bookings and favourites.</Trans>
        )
      }
    >
      <LoginForm redirect={redirect} />
    </AuthLayout>
  )
}
