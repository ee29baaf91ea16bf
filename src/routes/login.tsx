import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuthLayout } from '../features/account/components/auth-layout'
import { LoginForm } from '../features/account/components/login-form'
import { OidcError, OidcReturn } from '../features/account/components/oidc-return'
import { SocialSignIn } from '../features/account/components/social-sign-in'

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
  /** Back from Google or Facebook: the one-time hand-off code (decision 17). */
  oidc: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000))), undefined),
  /** A provider sign-in failed (refused, expired, or replayed). */
  oidc_error: v.fallback(v.optional(v.picklist([1, '1'])), undefined),
})

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  component: LoginPage,
})

function LoginPage() {
  const { redirect, oidc, oidc_error } = Route.useSearch()
  if (oidc) {
    return (
      <AuthLayout title={<Trans>Sign in</Trans>}>
        <OidcReturn code={oidc} />
      </AuthLayout>
    )
  }
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
      {oidc_error !== undefined && <OidcError />}
      <LoginForm redirect={redirect} />
      <SocialSignIn returnTo={redirect} />
    </AuthLayout>
  )
}
