import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '../features/account/components/auth-layout'
import { SignupForm } from '../features/account/components/signup-form'
import { SocialSignIn } from '../features/account/components/social-sign-in'

export const Route = createFileRoute('/signup')({
  component: SignupPage,
})

function SignupPage() {
  return (
    <AuthLayout
      title={<Trans>Create an account</Trans>}
      intro={<Trans>Book faster, keep your favourites and find your bookings on any device.</Trans>}
    >
      <SignupForm />
      <SocialSignIn />
    </AuthLayout>
  )
}
